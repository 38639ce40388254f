import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { callableKey, useCallableMutation, useCallableQuery } from '../api/hooks';
import { useSession } from '../auth/session';
import { ConfirmModal } from './confirm-modal';
import { formatDateTime } from './format';
import { notify } from './notifications';

export const UNLOCK_FAILED = 'Failed to unlock the account!';
export const UNLOCKED = 'The account has been unlocked.';

/**
 * An employee's login lock, for their managers and the administrators: shown only
 * while locked, with when and why ("Locked on 22/11/2026 14:05 after 5 wrong verification codes")
 * and, for a Manager or an admin, Unlock after confirming. Admins name the organisation.
 */
export function AccountLockAlert({ employeeICNumber, orgId }: { employeeICNumber: string; orgId?: string }) {
  const session = useSession().data;
  const canUnlock = session?.role === 'Manager' || session?.role === 'admin' || session?.role === 'superadmin';
  const input = orgId ? { employeeICNumber, orgId } : { employeeICNumber };
  const lock = useCallableQuery('employees-getAccountLock', input, { enabled: !!employeeICNumber, retry: false });
  const unlock = useCallableMutation('employees-unlockAccount', { errorToast: UNLOCK_FAILED });
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  if (!lock.data?.locked) return null;
  const { lockedAt, lockedReason } = lock.data;
  const onConfirm = () => {
    setConfirming(false);
    unlock.mutate(input, {
      onSuccess: (result) => {
        queryClient.setQueryData(callableKey('employees-getAccountLock', input), result);
        // The user page shows the lock among the user's fields too.
        void queryClient.invalidateQueries({ queryKey: ['users-getUser'] });
        notify.success(UNLOCKED);
      },
    });
  };

  return (
    <Box margin={{ bottom: 'l' }}>
      <Alert
        type="warning"
        header="Account locked"
        data-testid="account-lock-alert"
        action={
          canUnlock ? (
            <Button onClick={() => setConfirming(true)} loading={unlock.isPending} data-testid="unlock-account">
              Unlock
            </Button>
          ) : undefined
        }
      >
        <span data-testid="account-lock-text">
          Locked on {lockedAt ? formatDateTime(lockedAt) : 'an unknown date'}
          {lockedReason ? ` after ${lockedReason}` : ''}. The employee cannot sign in or withdraw until{' '}
          {canUnlock ? 'you unlock the account.' : 'a Manager unlocks the account.'}
        </span>
      </Alert>
      <ConfirmModal
        visible={confirming}
        header="Unlock account"
        confirmLabel="Unlock"
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
        testId="unlock-confirm"
      >
        <Box variant="p">
          Unlock this account? The employee can sign in and request Advance Pay again; the count of wrong verification
          codes starts afresh.
        </Box>
      </ConfirmModal>
    </Box>
  );
}
