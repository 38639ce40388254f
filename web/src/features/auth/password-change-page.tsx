import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { api } from '../../api/client';
import { withFreshSignIn } from '../../auth/fresh-sign-in';
import { reauthenticate, ReauthenticationFailed, WrongPassword } from '../../auth/reauthenticate';
import { useSession } from '../../auth/session';
import { errorMessage, notify } from '../../components/notifications';
import { TextField, useZodForm } from '../../components/zod-form';
import { paths } from '../../../../shared/routes';

export const PASSWORD_CHANGED = 'Password change successful! Please re-log in.';
export const PASSWORD_UPDATE_FAILED = 'Password update failed!';
/** Under Current Password when it did not sign in: nothing was changed, the user stays signed in. */
export const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

/** Spec part 1 §5: strings of at least 6 characters, required; new and confirm must match. */
const PasswordField = z.string().min(1, '*Required').min(6, 'Minimum 6 characters');
export const PasswordChangeSchema = z
  .object({ currentPassword: PasswordField, newPassword: PasswordField, confirmPassword: PasswordField })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: "Passwords don't match!" });

/**
 * /password-change: sign in again with the current password (a wrong one is said on its field and
 * changes nothing), then `users-changeUserPassword`, which needs that fresh sign-in; afterwards
 * every session is signed out, this one too (/logout).
 */
export function PasswordChangePage() {
  const navigate = useNavigate();
  const session = useSession().data;
  const form = useZodForm(PasswordChangeSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const [wrongPassword, setWrongPassword] = useState<string>();

  const change = useMutation({
    mutationFn: async (v: z.output<typeof PasswordChangeSchema>) => {
      setWrongPassword(undefined);
      if (!session) throw new ReauthenticationFailed();
      await reauthenticate(session.email, v.currentPassword);
      return withFreshSignIn(() => api.call('users-changeUserPassword', { newUserPassword: v.newPassword }));
    },
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED);
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
      if (error instanceof ReauthenticationFailed) navigate(paths.logout(), { replace: true });
    },
  });

  const ready =
    form.values.newPassword !== '' && form.values.confirmPassword !== '' && !form.errors.newPassword && !form.errors.confirmPassword;

  return (
    <ContentLayout header={<Header variant="h1">Change Password</Header>}>
      <form
        data-testid="password-change-form"
        onSubmit={(e) => {
          e.preventDefault();
          const v = form.submit();
          if (v) change.mutate(v);
        }}
      >
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" formAction="none" onClick={() => navigate(-1)}>
                Cancel
              </Button>
              <Button variant="primary" formAction="submit" disabled={!ready} loading={change.isPending} data-testid="password-change-submit">
                Change Password
              </Button>
            </SpaceBetween>
          }
        >
          <Container>
            <SpaceBetween size="l">
              <TextField form={form} name="currentPassword" label="Current Password" type="password" autoComplete="current-password" constraintText="Minimum 6 characters" testId="current-password" extraError={wrongPassword} />
              <TextField form={form} name="newPassword" label="New Password" type="password" autoComplete="new-password" constraintText="Minimum 6 characters" testId="new-password" />
              <TextField form={form} name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" constraintText="Should match the New Password" testId="confirm-password" />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </ContentLayout>
  );
}
