import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { z } from 'zod';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { getOrgTenantId } from '../../../../shared/callables/orgs';
import { EmailSchema } from '../../../../shared/domain/user';
import { resetSession, savedLocation, saveOrgCode, useSession } from '../../auth/session';
import { resumeLocation } from '../../app/access';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/notifications';
import { TextField, useZodForm } from '../../components/zod-form';
import { internalLogin, INVALID_CREDENTIALS, LoginFailed, LOGIN_TOAST_MS, organisationLogin } from './login-flow';

const Password = z.string().min(1, '*Required');
/** The organisation login form: the rules of `orgs-getOrgTenantId` plus the password. */
const OrgLoginSchema = getOrgTenantId.input.extend({ password: Password });
const InternalLoginSchema = z.object({ email: EmailSchema, password: Password });

function useLogin(run: (v: { domain: string; email: string; password: string }) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { domain: string; email: string; password: string }) => {
      await run(v);
      saveOrgCode(v.domain);
      await resetSession(queryClient);
    },
    onError: (error) => notify.error(error instanceof LoginFailed ? error.message : INVALID_CREDENTIALS, LOGIN_TOAST_MS),
  });
}

/** A signed-in visitor opening a login page goes to the last saved location, else their landing page. */
function useSignedInRedirect() {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (session.data) return <Navigate to={resumeLocation(session.data, savedLocation())} replace />;
  return null;
}

/** /login: organisation code, e-mail and password. */
export function LoginPage() {
  const redirect = useSignedInRedirect();
  const form = useZodForm(OrgLoginSchema, { domain: '', email: '', password: '' });
  const login = useLogin((v) => organisationLogin(v.domain, v.email, v.password));
  if (redirect) return redirect;

  return (
    <form
      data-testid="login-form"
      onSubmit={(e) => {
        e.preventDefault();
        const v = form.submit();
        if (v) login.mutate(v);
      }}
    >
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={login.isPending} data-testid="login-submit">
            Login
          </Button>
        }
      >
        <Container header={<Header variant="h1">Login</Header>}>
          <SpaceBetween size="l">
            <TextField form={form} name="domain" label="Organisation Code" autoComplete="organization" testId="login-org-code" autoFocus />
            <TextField form={form} name="email" label="Email" type="email" autoComplete="username" testId="login-email" />
            <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" testId="login-password" />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

/** /internal: administrators' login, e-mail and password only. */
export function InternalLoginPage() {
  const redirect = useSignedInRedirect();
  const form = useZodForm(InternalLoginSchema, { email: '', password: '' });
  const login = useLogin((v) => internalLogin(v.email, v.password));
  if (redirect) return redirect;

  return (
    <form
      data-testid="internal-login-form"
      onSubmit={(e) => {
        e.preventDefault();
        const v = form.submit();
        if (v) login.mutate({ domain: '', ...v });
      }}
    >
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={login.isPending} data-testid="login-submit">
            Login
          </Button>
        }
      >
        <Container header={<Header variant="h1">Internal Login</Header>}>
          <SpaceBetween size="l">
            <TextField form={form} name="email" label="Email" type="email" autoComplete="username" testId="login-email" autoFocus />
            <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" testId="login-password" />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
