import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CallableInput, CallableOutput } from '../../../../shared/callables/index';
import { api } from '../../api/client';
import { callableKey } from '../../api/hooks';
import { isFreshSignInCancelled, withFreshSignIn } from '../../auth/fresh-sign-in';
import { reauthenticate, ReauthenticationFailed, WrongPassword } from '../../auth/reauthenticate';
import { currentAccessToken } from '../../auth/session';
import { errorMessage, notify } from '../../components/notifications';
import { paths } from '../../../../shared/routes';
import { useT } from '../../i18n/i18n';

/** The messages of the profile screens. */
export const PROFILE_MESSAGES = {
  updated: 'Profile update successful!',
  reLogIn: 'Please re-log in.',
  updateFailed: 'Profile update failed!',
  /** The old password did not sign in again: nothing was changed. */
  passwordFailed: 'Password change failed!',
  sendFailed: 'Failed to send verification code!',
  verifyFailed: 'Verification Failed!',
  verifyFallback: 'Verification failed. Please try again!',
  verified: 'Mobile Number verification successful!',
  /** Added to 'Password change failed!' when the old password did not sign in (nothing changed). */
  wrongOldPassword: 'The old password is not right.',
  /** The two above as one text (so the catalogue translates it whole). */
  updatedReLogIn: 'Profile update successful! Please re-log in.',
  passwordFailedWrongOld: 'Password change failed! The old password is not right.',
} as const;

type UpdatedProfile = CallableInput<'employees-updateOwnProfile'>['updatedProfile'];

/**
 * After a change to the profile (a number verified, a bank account saved): the answers that show
 * what a withdrawal still needs are read again, so Get Paid, the profile and its setup show the
 * change at once, in this session. Get Paid's balance is dropped rather than marked stale, so the
 * page never shows the steps as they were while it reads them again.
 */
export function refreshWithdrawalSteps(queryClient: QueryClient): Promise<unknown> {
  queryClient.removeQueries({ queryKey: callableKey('advancePayEmployee-getAdvancePayBalance') });
  return Promise.all(
    (['employees-getEmployeeProfile', 'users-getCurrentUser'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: callableKey(name) }),
    ),
  );
}

/** One save: the changed fields, and a password change when asked for. */
export interface ProfileSave {
  updatedProfile: UpdatedProfile;
  /** The signed-in e-mail, the current and the new password: re-authenticate, then set it. */
  password?: { email: string; current: string; next: string };
}

/**
 * Saving a profile (docs/rules.md#own-profile-and-sensitive-changes): a new mobile number is verified by a code first
 * (the dialog this hook renders), then the update is sent; a password change re-authenticates
 * with the old password first (a wrong one changes nothing; a failed re-sign-in ends at /logout).
 * A new bank account or mobile number from a session signed in a while ago makes the API ask
 * for a fresh sign-in: the password prompt, then the same update again. `onSaved` runs after the
 * success toast. `failure` is the last save's error, for the form's error alert; `allowLeave` lets
 * the navigation after a save, or to /logout, past the form's leave-page guard.
 */
export function useProfileSave(
  onSaved: (result: CallableOutput<'employees-updateOwnProfile'>) => void,
  allowLeave: () => void,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigateTo();
  // A save that waits on the verification of its new mobile number.
  const [pending, setPending] = useState<{ request: ProfileSave; mobileNumber: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (message: string) => {
    notify.error(message);
    setFailure(message);
  };

  const send = async (save: ProfileSave) => {
    setSaving(true);
    setFailure(null);
    try {
      if (save.password) await reauthenticate(save.password.email, save.password.current);
      const result = await withFreshSignIn(async () =>
        api.call('employees-updateOwnProfile', {
          updatedProfile: save.updatedProfile,
          ...(save.password
            ? {
                newUserPassword: save.password.next,
                currentPassword: save.password.current,
                accessToken: await currentAccessToken(),
              }
            : {}),
        }),
      );
      queryClient.setQueryData(callableKey('employees-getEmployeeProfile', {}), result.profile);
      // Get Paid's missing steps follow the saved record.
      queryClient.removeQueries({ queryKey: callableKey('advancePayEmployee-getAdvancePayBalance') });
      if (result.passwordChanged) notify.success(PROFILE_MESSAGES.updatedReLogIn, 10_000);
      else notify.success(PROFILE_MESSAGES.updated, 5000);
      // Saved: nothing is lost by leaving the form (onSaved navigates).
      allowLeave();
      onSaved(result);
    } catch (error) {
      if (isFreshSignInCancelled(error)) {
        fail(error.message);
        return;
      }
      if (error instanceof WrongPassword) {
        fail(PROFILE_MESSAGES.passwordFailedWrongOld);
        return;
      }
      if (error instanceof ReauthenticationFailed) {
        notify.error(PROFILE_MESSAGES.passwordFailed);
        // A failed re-sign-in leaves no session behind: the form is left, its changes with it.
        allowLeave();
        navigate(paths.logout(), { replace: true });
        return;
      }
      fail(errorMessage(error, PROFILE_MESSAGES.updateFailed));
    } finally {
      setSaving(false);
    }
  };

  /** `verified`: its new mobile number was verified by code just now (no dialog asks again). */
  const save = (request: ProfileSave, options: { verified?: boolean } = {}) => {
    const { mobileNumber } = request.updatedProfile;
    if (mobileNumber && !options.verified) setPending({ request, mobileNumber });
    else void send(request);
  };

  const dialog = pending ? (
    <MobileVerificationModal
      mobileNumber={pending.mobileNumber}
      onCancel={() => setPending(null)}
      onVerified={() => {
        const { request } = pending;
        setPending(null);
        void send(request);
      }}
    />
  ) : null;

  return { save, saving, failure, dialog };
}

interface MobileVerificationModalProps {
  mobileNumber: string;
  onVerified: () => void;
  onCancel: () => void;
  /** The number already on the profile (verifying it is the whole step), not a new one. */
  onRecord?: boolean;
}

/**
 * Verifying a mobile number by code: send a code to it (again when asked), then check the code typed.
 * `onVerified` runs once the code was right. Shared by the verification dialog and the profile setup.
 */
export function useMobileVerification(mobileNumber: string, onVerified: () => void) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const sendCode = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.call('employees-sendSmsVerificationCode', { mobileNumber });
      setSent(true);
    } catch (error) {
      const message = errorMessage(error, PROFILE_MESSAGES.sendFailed);
      notify.error(PROFILE_MESSAGES.sendFailed);
      setProblem(message);
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.call('employees-verifySmsVerificationCode', { mobileNumber, code: code.trim() });
      notify.success(PROFILE_MESSAGES.verified);
      onVerified();
    } catch (error) {
      notify.error(PROFILE_MESSAGES.verifyFailed);
      setProblem(errorMessage(error, PROFILE_MESSAGES.verifyFallback));
    } finally {
      setBusy(false);
    }
  };

  return {
    sent,
    code,
    /** The code as typed or filled in by the phone (SMS autofill): digits only, at most 6. */
    setCode: (typed: string) => setCode(typed.replace(/\D/g, '').slice(0, 6)),
    /** Six digits were typed. */
    codeComplete: /^\d{6}$/.test(code.trim()),
    busy,
    problem,
    /** A new number starts again from sending a code. */
    reset: () => {
      setSent(false);
      setCode('');
      setProblem(null);
    },
    sendCode,
    verify,
  };
}

/** Send a code to the number (new, or the one on record), enter it, verify. */
export function MobileVerificationModal({
  mobileNumber,
  onVerified,
  onCancel,
  onRecord,
}: MobileVerificationModalProps) {
  const t = useT();
  const { sent, code, setCode, codeComplete, busy, problem, sendCode, verify } = useMobileVerification(
    mobileNumber,
    onVerified,
  );

  return (
    <Modal
      visible
      onDismiss={onCancel}
      header={t('profile.verifyMobileNumber')}
      data-testid="mobile-verification"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} data-testid="mobile-verification-cancel">
              {t('common.cancel')}
            </Button>
            {sent && (
              <Button onClick={() => void sendCode()} disabled={busy} data-testid="mobile-verification-resend">
                {t('profile.sendNewCode')}
              </Button>
            )}
            {sent ? (
              <Button
                variant="primary"
                onClick={() => void verify()}
                loading={busy}
                disabled={!codeComplete}
                data-testid="mobile-verification-verify"
              >
                {t('profile.verify')}
              </Button>
            ) : (
              <Button
                variant="primary"
                onClick={() => void sendCode()}
                loading={busy}
                data-testid="mobile-verification-send"
              >
                {t('profile.sendCode')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>
          {sent
            ? t('profile.enterCode', { mobileNumber })
            : onRecord
              ? t('profile.willSendToRecord', { mobileNumber })
              : t('profile.willSendToNew', { mobileNumber })}
        </Box>
        {sent && (
          <FormField label={t('profile.verificationCode')} constraintText={t('profile.sixDigits')}>
            <Input
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              onChange={(e) => setCode(e.detail.value)}
              data-testid="mobile-verification-code"
            />
          </FormField>
        )}
        {problem && (
          <Alert type="error" data-testid="mobile-verification-error">
            {t.localize(problem)}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
