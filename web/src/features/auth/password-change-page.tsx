import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import { z } from 'zod';
import { api } from '../../api/client';
import { withFreshSignIn } from '../../auth/fresh-sign-in';
import { reauthenticate, ReauthenticationFailed, WrongPassword } from '../../auth/reauthenticate';
import { currentAccessToken, useSession } from '../../auth/session';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { FormPage, FormSection } from '../../components/form-page';
import { errorMessage, notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import { paths } from '../../../../shared/routes';
import { useT } from '../../i18n/i18n';
import { StrongPasswordSchema } from '../../../../shared/domain/identity/user';

export const PASSWORD_CHANGED = 'Password change successful! Please re-log in.';
export const PASSWORD_UPDATE_FAILED = 'Password update failed!';
/** Under Current Password when it did not sign in: nothing was changed, the user stays signed in. */
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

/** Required; the current one of at least 6 characters, the new one as the pool enforces it; new and confirm must match. */
const PasswordField = z.string().min(1, '*Required').min(6, 'Minimum 6 characters');
export const PasswordChangeSchema = z
  .object({
    currentPassword: PasswordField,
    newPassword: z.string().min(1, '*Required').pipe(StrongPasswordSchema),
    confirmPassword: z.string().min(1, '*Required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: "Passwords don't match!" });

/**
 * /password-change: sign in again with the current password (a wrong one is said on its field and
 * changes nothing), then `users-changeUserPassword`, which needs that fresh sign-in; afterwards
 * every session is signed out, this one too (/logout).
 */
export function PasswordChangePage() {
  const t = useT();
  const navigate = useNavigateTo();
  const session = useSession().data;
  const form = useZodForm(PasswordChangeSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const [wrongPassword, setWrongPassword] = useState<string>();
  const leaveGuard = useLeaveGuard(form.isDirty);

  const change = useMutation({
    mutationFn: async (v: z.output<typeof PasswordChangeSchema>) => {
      setWrongPassword(undefined);
      if (!session) throw new ReauthenticationFailed();
      await reauthenticate(session.email, v.currentPassword);
      return withFreshSignIn(async () =>
        api.call('users-changeUserPassword', {
          newUserPassword: v.newPassword,
          currentPassword: v.currentPassword,
          accessToken: await currentAccessToken(),
        }),
      );
    },
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED);
      leaveGuard.allowNextLeave();
      navigate(paths.logout(), { replace: true });
    },
    onError: (error) => {
      if (error instanceof WrongPassword) {
        setWrongPassword(WRONG_CURRENT_PASSWORD);
        notify.error(PASSWORD_UPDATE_FAILED);
        return;
      }
      notify.error(errorMessage(error, PASSWORD_UPDATE_FAILED));
      // A failed re-sign-in leaves no session behind.
      if (error instanceof ReauthenticationFailed) {
        leaveGuard.allowNextLeave();
        navigate(paths.logout(), { replace: true });
      }
    },
  });

  const ready =
    form.values.newPassword !== '' &&
    form.values.confirmPassword !== '' &&
    !form.errors.newPassword &&
    !form.errors.confirmPassword;

  return (
    <FormPage
      title={t('shell.changePassword')}
      testId="password-change-form"
      onSubmit={() => {
        const v = form.submit();
        if (v) change.mutate(v);
      }}
      onCancel={() => navigate(-1)}
      submitLabel={t('shell.changePassword')}
      cancelLabel={t('common.cancel')}
      submitTestId="password-change-submit"
      busy={change.isPending}
      submitDisabled={!ready}
      leaveGuard={leaveGuard}
    >
      <FormSection columns={1}>
        <TextField
          form={form}
          name="currentPassword"
          label={t('auth.currentPassword')}
          type="password"
          autoComplete="current-password"
          constraintText={t('auth.minimum6')}
          testId="current-password"
          extraError={wrongPassword}
        />
        <ColumnLayout columns={2}>
          <TextField
            form={form}
            name="newPassword"
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            constraintText={t('auth.passwordRule')}
            testId="new-password"
          />
          <TextField
            form={form}
            name="confirmPassword"
            label={t('auth.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            constraintText={t('auth.shouldMatch')}
            testId="confirm-password"
          />
        </ColumnLayout>
      </FormSection>
    </FormPage>
  );
}
