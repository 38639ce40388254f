import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { z } from 'zod';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { getOrgTenantId } from '../../../../shared/callables/orgs';
import { EmailSchema, StrongPasswordSchema } from '../../../../shared/domain/identity/user';
import { resetSession, savedLocation, savedOrgCode, saveOrgCode, useSession } from '../../auth/session';
import { resumeLocation } from '../../app/access';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/notifications';
import { TextField, useZodForm } from '../../components/zod-form';
import { useT } from '../../i18n/i18n';
import {
  internalLogin,
  INVALID_CREDENTIALS,
  LoginFailed,
  LOGIN_TOAST_MS,
  NewPasswordRequired,
  organisationLogin,
} from './login-flow';

const Password = z.string().min(1, '*Required');
/** The organisation login form: the rules of `orgs-getOrgTenantId` plus the password. */
const OrgLoginSchema = getOrgTenantId.input.extend({ password: Password });
const InternalLoginSchema = z.object({ email: EmailSchema, password: Password });

/** The first sign-in's new password: the pool's rule, typed twice. */
const NewPasswordSchema = z
  .object({
    newPassword: z.string().min(1, '*Required').pipe(StrongPasswordSchema),
    confirmPassword: z.string().min(1, '*Required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: "Passwords don't match!" });

/**
 * The login mutation; a temporary password (an invitation's) leaves `challenge` set: the page then
 * asks for the person's own password and `complete` finishes the sign-in with it.
 */
function useLogin(run: (v: { domain: string; email: string; password: string }) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<{ domain: string; complete: NewPasswordRequired['complete'] } | null>(
    null,
  );
  const signedIn = async (domain: string) => {
    saveOrgCode(domain);
    await resetSession(queryClient);
  };
  const login = useMutation({
    mutationFn: async (v: { domain: string; email: string; password: string }) => {
      try {
        await run(v);
      } catch (error) {
        if (error instanceof NewPasswordRequired) {
          setChallenge({ domain: v.domain, complete: error.complete });
          return;
        }
        throw error;
      }
      await signedIn(v.domain);
    },
    onError: (error) =>
      notify.error(error instanceof LoginFailed ? error.message : INVALID_CREDENTIALS, LOGIN_TOAST_MS),
  });
  const complete = useMutation({
    mutationFn: async (newPassword: string) => {
      if (!challenge) throw new Error('A new password was sent without a pending new-password challenge');
      await challenge.complete(newPassword);
      await signedIn(challenge.domain);
    },
    onError: (error) => {
      notify.error(error instanceof LoginFailed ? error.message : INVALID_CREDENTIALS, LOGIN_TOAST_MS);
      // Anything but a refused password ends the attempt: back to the login form.
      if (!(error instanceof LoginFailed) || error.message === INVALID_CREDENTIALS) setChallenge(null);
    },
  });
  return { login, challenge, complete };
}

/** A first sign-in with a temporary password: the person chooses their own before going in. */
function NewPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (newPassword: string) => void }) {
  const t = useT();
  const form = useZodForm(NewPasswordSchema, { newPassword: '', confirmPassword: '' });
  return (
    <form
      data-testid="new-password-form"
      onSubmit={(e) => {
        e.preventDefault();
        const v = form.submit();
        if (v) onSubmit(v.newPassword);
      }}
    >
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy} data-testid="new-password-submit">
            {t('auth.setPassword')}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h1" description={t('auth.temporaryPassword')}>
              {t('auth.chooseYourPassword')}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <TextField
              form={form}
              name="newPassword"
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              constraintText={t('auth.passwordRule')}
              testId="new-password"
              autoFocus
            />
            <TextField
              form={form}
              name="confirmPassword"
              label={t('auth.confirmNewPassword')}
              type="password"
              autoComplete="new-password"
              constraintText={t('auth.shouldMatch')}
              testId="confirm-new-password"
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
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
  const t = useT();
  const redirect = useSignedInRedirect();
  // The organisation code of the last sign-in on this device is filled in (a phone is one person's).
  const [knownCode] = useState(savedOrgCode);
  const form = useZodForm(OrgLoginSchema, { domain: knownCode, email: '', password: '' });
  const { login, challenge, complete } = useLogin((v) => organisationLogin(v.domain, v.email, v.password));
  if (redirect) return redirect;
  if (challenge) return <NewPasswordForm busy={complete.isPending} onSubmit={(p) => complete.mutate(p)} />;

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
            {t('auth.login')}
          </Button>
        }
      >
        <Container header={<Header variant="h1">{t('auth.login')}</Header>}>
          <SpaceBetween size="l">
            <TextField
              form={form}
              name="domain"
              label={t('auth.organisationCode')}
              autoComplete="organization"
              testId="login-org-code"
              autoFocus={!knownCode}
            />
            <TextField
              form={form}
              name="email"
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              testId="login-email"
              autoFocus={!!knownCode}
            />
            <TextField
              form={form}
              name="password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              testId="login-password"
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

/** /internal: administrators' login, e-mail and password only. */
export function InternalLoginPage() {
  const t = useT();
  const redirect = useSignedInRedirect();
  const form = useZodForm(InternalLoginSchema, { email: '', password: '' });
  const { login, challenge, complete } = useLogin((v) => internalLogin(v.email, v.password));
  if (redirect) return redirect;
  if (challenge) return <NewPasswordForm busy={complete.isPending} onSubmit={(p) => complete.mutate(p)} />;

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
            {t('auth.login')}
          </Button>
        }
      >
        <Container header={<Header variant="h1">{t('auth.internalLogin')}</Header>}>
          <SpaceBetween size="l">
            <TextField
              form={form}
              name="email"
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              testId="login-email"
              autoFocus
            />
            <TextField
              form={form}
              name="password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              testId="login-password"
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
