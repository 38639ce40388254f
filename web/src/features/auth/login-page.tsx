import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../../shared/routes';
import { resetSession, savedLocation, savedOrgCode, saveOrgCode, useSession } from '../../auth/session';
import { resumeLocation } from '../../app/access';
import { PageSpinner } from '../../components/page-spinner';
import { notify } from '../../components/notifications';
import { LightButton } from '../../components/light/light';
import { LightTextField as TextField } from '../../components/light/light-field';
import type { z } from 'zod';
import { useZodForm, type Values, type ZodForm } from '../../components/zod-form-state';
import { useT } from '../../i18n/i18n';
import {
  internalLogin,
  INVALID_CREDENTIALS,
  LoginFailed,
  LOGIN_TOAST_MS,
  NewPasswordRequired,
  organisationLogin,
} from './login-flow';

export type Schemas = typeof import('./login-schemas');
let schemas: Promise<Schemas> | undefined;
export const loadSchemas = () => (schemas ??= import('./login-schemas'));

/** What a person does first on a sign-in form (a focus set by the page itself is not one). */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * The forms' rules (zod and the callables' schemas): loaded on the person's first tap or key, so
 * a phone draws the form and settles before that work (zod and the callables' schemas are about a
 * third of the sign-in page's script); null until they are in. A submit waits for them.
 */
export function useSchemas(): Schemas | null {
  const [loaded, setLoaded] = useState<Schemas | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      for (const type of FIRST_ACTIONS) document.removeEventListener(type, load, true);
      void loadSchemas().then((m) => {
        if (live) setLoaded(m);
      });
    };
    if (schemas) load();
    else for (const type of FIRST_ACTIONS) document.addEventListener(type, load, true);
    return () => {
      live = false;
      for (const type of FIRST_ACTIONS) document.removeEventListener(type, load, true);
    };
  }, []);
  return loaded;
}

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

/**
 * A sign-in form's frame (light elements, a phone's first page): its heading and line, the
 * fields, and the submit button under them, as wide as the form.
 */
export function SignInForm({
  testId,
  title,
  description,
  submit,
  onSubmit,
  children,
  footer,
}: {
  testId: string;
  title: string;
  description?: string;
  submit: { text: string; busy: boolean; testId: string };
  onSubmit: () => Promise<void>;
  children: ReactNode;
  /** Under the submit button: a link on to another sign-in page. */
  footer?: ReactNode;
}) {
  return (
    <form
      data-testid={testId}
      className="light-card light-stack sign-in-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <div className="light-stack light-stack--s">
        <h1 className="light-h1">{title}</h1>
        {description && <p className="light-secondary">{description}</p>}
      </div>
      {children}
      <LightButton type="submit" variant="primary" block loading={submit.busy} testId={submit.testId}>
        {submit.text}
      </LightButton>
      {footer}
    </form>
  );
}

/** A link under a sign-in form, to another sign-in page (44 px high: a phone's tap target). */
export function SignInLink({ to, testId, children }: { to: string; testId: string; children: string }) {
  return (
    <Link className="light-link sign-in-link" to={to} data-testid={testId}>
      {children}
    </Link>
  );
}

/**
 * Who signs in to an organisation: its code (the last one used on this device is filled in, and
 * the next field has the focus then) and the e-mail, or the mobile number.
 */
export function OrgSignInFields<S extends z.ZodType>({
  form,
  knownCode,
  by,
}: {
  form: ZodForm<S>;
  knownCode: string;
  by: 'email' | 'mobileNumber';
}) {
  const t = useT();
  const field = (name: 'domain' | typeof by) => name as keyof Values<S> & string;
  return (
    <>
      <TextField
        form={form}
        name={field('domain')}
        label={t('auth.organisationCode')}
        autoComplete="organization"
        testId="login-org-code"
        autoFocus={!knownCode}
      />
      {by === 'email' ? (
        <TextField
          form={form}
          name={field('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          testId="login-email"
          autoFocus={!!knownCode}
        />
      ) : (
        <TextField
          form={form}
          name={field('mobileNumber')}
          label={t('auth.mobileNumber')}
          hint={t('auth.mobileNumberHint')}
          autoComplete="tel"
          inputMode="tel"
          testId="login-mobile"
          autoFocus={!!knownCode}
        />
      )}
    </>
  );
}

/** A first sign-in with a temporary password: the person chooses their own before going in. */
function NewPasswordForm({ busy, onSubmit }: { busy: boolean; onSubmit: (newPassword: string) => void }) {
  const t = useT();
  const schemas = useSchemas();
  const form = useZodForm<Schemas['NewPasswordSchema']>(schemas?.NewPasswordSchema ?? null, {
    newPassword: '',
    confirmPassword: '',
  });
  return (
    <SignInForm
      testId="new-password-form"
      title={t('auth.chooseYourPassword')}
      description={t('auth.temporaryPassword')}
      submit={{ text: t('auth.setPassword'), busy, testId: 'new-password-submit' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).NewPasswordSchema);
        if (v) onSubmit(v.newPassword);
      }}
    >
      <TextField
        form={form}
        name="newPassword"
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRule')}
        testId="new-password"
        autoFocus
      />
      <TextField
        form={form}
        name="confirmPassword"
        label={t('auth.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.shouldMatch')}
        testId="confirm-new-password"
      />
    </SignInForm>
  );
}

/** A signed-in visitor opening a login page goes to the last saved location, else their landing page. */
export function useSignedInRedirect() {
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
  const schemas = useSchemas();
  const form = useZodForm<Schemas['OrgLoginSchema']>(schemas?.OrgLoginSchema ?? null, {
    domain: knownCode,
    email: '',
    password: '',
  });
  const { login, challenge, complete } = useLogin((v) => organisationLogin(v.domain, v.email, v.password));
  if (redirect) return redirect;
  if (challenge) return <NewPasswordForm busy={complete.isPending} onSubmit={(p) => complete.mutate(p)} />;

  return (
    <SignInForm
      testId="login-form"
      title={t('auth.login')}
      submit={{ text: t('auth.login'), busy: login.isPending, testId: 'login-submit' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).OrgLoginSchema);
        if (v) login.mutate(v);
      }}
      footer={
        <>
          <SignInLink to={paths.mobileLogin()} testId="mobile-login-link">
            {t('auth.mobileLoginLink')}
          </SignInLink>
          <SignInLink to={paths.forgotPassword()} testId="forgot-password-link">
            {t('auth.forgotPasswordLink')}
          </SignInLink>
        </>
      }
    >
      <OrgSignInFields form={form} knownCode={knownCode} by="email" />
      <TextField
        form={form}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        testId="login-password"
      />
    </SignInForm>
  );
}

/** /internal: administrators' login, e-mail and password only. */
export function InternalLoginPage() {
  const t = useT();
  const redirect = useSignedInRedirect();
  const schemas = useSchemas();
  const form = useZodForm<Schemas['InternalLoginSchema']>(schemas?.InternalLoginSchema ?? null, {
    email: '',
    password: '',
  });
  const { login, challenge, complete } = useLogin((v) => internalLogin(v.email, v.password));
  if (redirect) return redirect;
  if (challenge) return <NewPasswordForm busy={complete.isPending} onSubmit={(p) => complete.mutate(p)} />;

  return (
    <SignInForm
      testId="internal-login-form"
      title={t('auth.internalLogin')}
      submit={{ text: t('auth.login'), busy: login.isPending, testId: 'login-submit' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).InternalLoginSchema);
        if (v) login.mutate({ domain: '', ...v });
      }}
      footer={
        <SignInLink to={paths.internalForgotPassword()} testId="forgot-password-link">
          {t('auth.forgotPasswordLink')}
        </SignInLink>
      }
    >
      <TextField
        form={form}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
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
    </SignInForm>
  );
}
