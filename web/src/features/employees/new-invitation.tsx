import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { InvitationChannel } from '../../../../shared/domain/identity/new-invitation';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { withFreshSignIn } from '../../auth/fresh-sign-in';
import { ConfirmModal } from '../../components/confirm-modal';
import { notify } from '../../components/notifications';

export const NEW_INVITATION_FAILED = 'Failed to send the new invitation!';

/** 'ending 1234': the last 4 digits of a number, as the notices show it. */
const ending = (value: string) => `ending ${value.replace(/\D/g, '').slice(-4)}`;

interface Invitee {
  employeeICNumber: string;
  name: string;
  email?: string;
  mobileNumber?: string;
  mobileNumberVerified?: boolean;
}

/**
 * "Send new invitation" on an employee's page (docs/rules.md#a-new-invitation), for a Manager,
 * shown while the employee has a login: after confirming where it goes (SMS to the verified mobile
 * number, e-mail, or both), the employee gets a new temporary password; their old one and every
 * session end. The Manager may be asked for their own password first (a recent sign-in).
 */
export function NewInvitationButton({ employee }: { employee: Invitee }) {
  const session = useSession().data;
  const input = { employeeICNumber: employee.employeeICNumber };
  const login = useCallableQuery('employees-getAccountLock', input, { retry: false });
  const send = useCallableMutation('employees-sendNewInvitation', {
    errorToast: NEW_INVITATION_FAILED,
    run: withFreshSignIn,
  });
  const sms = employee.mobileNumberVerified && employee.mobileNumber ? employee.mobileNumber : undefined;
  const [asking, setAsking] = useState(false);
  const [channels, setChannels] = useState<Record<InvitationChannel, boolean>>({ sms: !!sms, email: !!employee.email });

  if (session?.role !== 'Manager' || !login.data?.hasLogin) return null;
  const chosen = (Object.keys(channels) as InvitationChannel[]).filter((c) => channels[c]);
  const onConfirm = () => {
    setAsking(false);
    send.mutate(
      { ...input, channels: chosen },
      {
        onSuccess: (sent) => {
          const where = [
            sent.sms ? `by SMS to the number ${sent.sms}` : '',
            sent.email ? `by e-mail to ${sent.email}` : '',
          ]
            .filter(Boolean)
            .join(' and ');
          notify.success(`A new invitation went to ${employee.name} ${where}.`);
        },
      },
    );
  };
  return (
    <>
      <Button
        formAction="none"
        onClick={() => setAsking(true)}
        loading={send.isPending}
        data-testid="employee-new-invitation"
      >
        Send new invitation
      </Button>
      <ConfirmModal
        visible={asking}
        header="Send new invitation"
        confirmLabel="Send"
        onConfirm={() => (chosen.length > 0 ? onConfirm() : undefined)}
        onCancel={() => setAsking(false)}
        testId="new-invitation-confirm"
      >
        <SpaceBetween size="s">
          <Box variant="p">
            {employee.name} gets a new temporary password to sign in with. Their current password stops working and
            every session of theirs ends. They choose their own password at the next sign-in.
          </Box>
          <Checkbox
            checked={channels.sms}
            disabled={!sms}
            onChange={({ detail }) => setChannels({ ...channels, sms: detail.checked })}
            data-testid="new-invitation-sms"
          >
            {sms ? `By SMS to the verified mobile number ${ending(sms)}` : 'By SMS (no verified mobile number)'}
          </Checkbox>
          <Checkbox
            checked={channels.email}
            disabled={!employee.email}
            onChange={({ detail }) => setChannels({ ...channels, email: detail.checked })}
            data-testid="new-invitation-email"
          >
            {employee.email ? `By e-mail to ${employee.email}` : 'By e-mail (no e-mail address)'}
          </Checkbox>
          {chosen.length === 0 && (
            <Box color="text-status-error" data-testid="new-invitation-none">
              Choose SMS, e-mail or both
            </Box>
          )}
        </SpaceBetween>
      </ConfirmModal>
    </>
  );
}
