import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/routes';
import { api } from '../../api/client';
import { resetSession, savedOrgCode, saveOrgCode } from '../../auth/session';
import { LightButton } from '../../components/light/light';
import { LightTextField as TextField } from '../../components/light/light-field';
import { errorMessage, notify } from '../../components/notifications';
import { useZodForm } from '../../components/zod-form-state';
import { useT } from '../../i18n/i18n';
import { LoginFailed, LOGIN_TOAST_MS, mobileLogin } from './login-flow';
import {
  loadSchemas,
  OrgSignInFields,
  SignInForm,
  SignInLink,
  useSchemas,
  useSignedInRedirect,
  type Schemas,
} from './login-page';

/** Who signs in: the organisation code and the verified number, as typed. */
interface Named {
  domain: string;
  mobileNumber: string;
}

/** The sign-in started: its id (a new code replaces it) and who it is for. */
interface Started extends Named {
  signIn: string;
}

const startSignIn = async (named: Named): Promise<Started> => ({
  ...named,
  ...(await api.call('users-startMobileSignIn', named)),
});

/** The texted code; a new code on request; once signed in, the page the login page resumes. */
function CodeForm({ started, onNewCode }: { started: Started; onNewCode: (s: Started) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const schemas = useSchemas();
  const form = useZodForm<Schemas['MobileCodeSchema']>(schemas?.MobileCodeSchema ?? null, { code: '' });
  const login = useMutation({
    mutationFn: async (code: string) => {
      await mobileLogin(started.signIn, code);
      saveOrgCode(started.domain);
      await resetSession(queryClient);
    },
    onError: (error) =>
      notify.error(
        error instanceof LoginFailed ? error.message : errorMessage(error, t('auth.mobileLoginFailed')),
        LOGIN_TOAST_MS,
      ),
  });
  const again = useMutation({
    mutationFn: () => startSignIn({ domain: started.domain, mobileNumber: started.mobileNumber }),
    onSuccess: (next) => {
      onNewCode(next);
      notify.success(t('auth.newCodeSent'));
    },
    onError: (error) => notify.error(errorMessage(error, t('auth.mobileLoginFailed'))),
  });
  return (
    <SignInForm
      testId="mobile-code-form"
      title={t('auth.login')}
      description={t('auth.mobileCodeSent')}
      submit={{ text: t('auth.login'), busy: login.isPending, testId: 'mobile-code-submit' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).MobileCodeSchema);
        if (v) login.mutate(v.code);
      }}
      footer={
        <>
          <LightButton block loading={again.isPending} testId="send-new-code" onClick={() => again.mutate()}>
            {t('auth.sendNewCode')}
          </LightButton>
          <SignInLink to={paths.login()} testId="email-login-link">
            {t('auth.emailLoginLink')}
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
        testId="mobile-code"
        autoFocus
      />
    </SignInForm>
  );
}

/** /mobile-login: an employee signs in with the organisation code, the verified mobile number and a texted code. */
export function MobileLoginPage() {
  const t = useT();
  const redirect = useSignedInRedirect();
  const [knownCode] = useState(savedOrgCode);
  const schemas = useSchemas();
  const form = useZodForm<Schemas['MobileStartSchema']>(schemas?.MobileStartSchema ?? null, {
    domain: knownCode,
    mobileNumber: '',
  });
  const [started, setStarted] = useState<Started | null>(null);
  const start = useMutation({
    mutationFn: startSignIn,
    onSuccess: setStarted,
    onError: (error) => notify.error(errorMessage(error, t('auth.mobileLoginFailed'))),
  });
  if (redirect) return redirect;
  if (started) return <CodeForm started={started} onNewCode={setStarted} />;
  return (
    <SignInForm
      testId="mobile-login-form"
      title={t('auth.login')}
      description={t('auth.mobileLoginIntro')}
      submit={{ text: t('auth.sendCode'), busy: start.isPending, testId: 'send-code' }}
      onSubmit={async () => {
        const v = form.submit((await loadSchemas()).MobileStartSchema);
        if (v) start.mutate(v);
      }}
      footer={
        <SignInLink to={paths.login()} testId="email-login-link">
          {t('auth.emailLoginLink')}
        </SignInLink>
      }
    >
      <OrgSignInFields form={form} knownCode={knownCode} by="mobileNumber" />
    </SignInForm>
  );
}
