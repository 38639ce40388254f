import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../../shared/routes';
import { api } from '../../api/client';
import { savedOrgCode } from '../../auth/session';
import { LightButton } from '../../components/light/light';
import { LightTextField as TextField } from '../../components/light/light-field';
import { errorMessage, notify } from '../../components/notifications';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useZodForm } from '../../components/zod-form-state';
import { useT } from '../../i18n/i18n';
import { loadSchemas, OrgSignInFields, SignInForm, SignInLink, useSchemas, type Schemas } from './login-page';

/** Who forgot their password: the organisation code (none on /internal) and the e-mail. */
interface Named {
  domain?: string;
  email: string;
}

const sendCode = (named: Named) => api.call('users-forgotPassword', named);

/** The code that was sent and the new password; after the reset, the sign-in page. */
function ResetForm({ named, loginPath }: { named: Named; loginPath: string }) {
  const t = useT();
  const navigate = useNavigateTo();
  const schemas = useSchemas();
  const form = useZodForm<Schemas['ResetSchema']>(schemas?.ResetSchema ?? null, {
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const reset = useMutation({
    mutationFn: (v: { code: string; newPassword: string }) =>
      api.call('users-resetPassword', { ...named, code: v.code, newPassword: v.newPassword }),
    onSuccess: () => {
      notify.success(t('auth.passwordReset'));
      navigate(loginPath, { replace: true });
    },
    onError: (error) => notify.error(errorMessage(error, t('auth.resetFailed'))),
  });
  const again = useMutation({
    mutationFn: () => sendCode(named),
    onSuccess: () => notify.success(t('auth.newCodeSent')),
    onError: (error) => notify.error(errorMessage(error, t('auth.resetFailed'))),
  });
  return (
    <SignInForm
      testId="reset-password-form"
      title={t('auth.resetPassword')}
      description={t('auth.codeSent')}
      submit={{ text: t('auth.resetPassword'), busy: reset.isPending, testId: 'reset-password-submit' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).ResetSchema);
        if (v) reset.mutate(v);
      }}
      footer={
        <>
          <LightButton block loading={again.isPending} testId="send-new-code" onClick={() => again.mutate()}>
            {t('auth.sendNewCode')}
          </LightButton>
          <SignInLink to={loginPath} testId="back-to-login">
            {t('auth.backToLogin')}
          </SignInLink>
        </>
      }
    >
      <TextField
        form={form}
        name="code"
        label={t('auth.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        testId="reset-code"
        autoFocus
      />
      <TextField
        form={form}
        name="newPassword"
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRule')}
        testId="new-password"
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

/** Asking for the code, then (same page) the code and the new password. */
function useSendCode() {
  const t = useT();
  const [named, setNamed] = useState<Named | null>(null);
  const send = useMutation({
    mutationFn: async (v: Named) => {
      await sendCode(v);
      return v;
    },
    onSuccess: setNamed,
    onError: (error) => notify.error(errorMessage(error, t('auth.resetFailed'))),
  });
  return { named, send };
}

/** /forgot-password: an organisation's person names their login as they sign in (code and e-mail). */
export function ForgotPasswordPage() {
  const t = useT();
  const schemas = useSchemas();
  const [knownCode] = useState(savedOrgCode);
  const form = useZodForm<Schemas['OrgForgotSchema']>(schemas?.OrgForgotSchema ?? null, {
    domain: knownCode,
    email: '',
  });
  const { named, send } = useSendCode();
  if (named) return <ResetForm named={named} loginPath={paths.login()} />;
  return (
    <SignInForm
      testId="forgot-password-form"
      title={t('auth.forgotPassword')}
      description={t('auth.forgotPasswordIntro')}
      submit={{ text: t('auth.sendCode'), busy: send.isPending, testId: 'send-code' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).OrgForgotSchema);
        if (v) send.mutate(v);
      }}
      footer={
        <SignInLink to={paths.login()} testId="back-to-login">
          {t('auth.backToLogin')}
        </SignInLink>
      }
    >
      <OrgSignInFields form={form} knownCode={knownCode} by="email" />
    </SignInForm>
  );
}

/** /internal/forgot-password: an administrator names their login by its e-mail. */
export function InternalForgotPasswordPage() {
  const t = useT();
  const schemas = useSchemas();
  const form = useZodForm<Schemas['InternalForgotSchema']>(schemas?.InternalForgotSchema ?? null, { email: '' });
  const { named, send } = useSendCode();
  if (named) return <ResetForm named={named} loginPath={paths.internalLogin()} />;
  return (
    <SignInForm
      testId="forgot-password-form"
      title={t('auth.forgotPassword')}
      description={t('auth.forgotPasswordIntroInternal')}
      submit={{ text: t('auth.sendCode'), busy: send.isPending, testId: 'send-code' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).InternalForgotSchema);
        if (v) send.mutate(v);
      }}
      footer={
        <SignInLink to={paths.internalLogin()} testId="back-to-login">
          {t('auth.backToLogin')}
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
    </SignInForm>
  );
}
