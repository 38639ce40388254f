import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { MAKER_CHECKER_REASON_MAX, makerCheckerOn } from '../../../../shared/domain/organisations/maker-checker';
import type { Organisation } from '../../../../shared/domain/organisations/organisation';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { RecordHistory } from '../../components/record-history';
import { notify } from '../../components/notifications';

/**
 * Two people for money on an organisation's page (docs/rules.md#maker-checker): whether the
 * person who prepared a disbursement, pay run or withdrawal policy may also approve it, a switch
 * (off only with a reason, for an organisation with a single Manager) and the organisation's
 * history of switches.
 */
export function MakerCheckerPanel({ org }: { org: Organisation }) {
  const queryClient = useQueryClient();
  const on = makerCheckerOn(org);
  const history = useCallableQuery(
    'orgs-getOrgHistory',
    { orgId: org.id },
    { errorToast: "Failed to get the organization's history!" },
  );
  const change = useCallableMutation('orgs-setMakerChecker', { errorToast: 'Failed to switch two people for money!' });
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  const close = () => {
    setAsking(false);
    setReason('');
    setReasonError('');
  };
  const confirm = () => {
    if (on && !reason.trim()) {
      setReasonError('Give the reason for letting one person prepare and approve.');
      return;
    }
    change.mutate(
      { orgId: org.id, makerChecker: on ? 'off' : 'on', ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['orgs-getOrgInfo'] });
          void queryClient.invalidateQueries({ queryKey: ['orgs-getOrgHistory'] });
          notify.success(on ? 'Two people for money switched off.' : 'Two people for money switched on.');
          close();
        },
        onError: (err) => {
          const field = err.errorInfo?.details?.find((d) => d.field === 'reason');
          if (field) setReasonError(field.message);
        },
      },
    );
  };

  return (
    <SpaceBetween size="l">
      <Container
        data-testid="org-maker-checker"
        header={
          <Header
            variant="h2"
            description="The person who prepares a disbursement, a benefit pay run or a withdrawal policy cannot approve it."
            actions={
              <Button onClick={() => setAsking(true)} data-testid="org-maker-checker-switch">
                {on ? 'Switch off' : 'Switch on'}
              </Button>
            }
          >
            Two people for money
          </Header>
        }
      >
        {on ? (
          <StatusIndicator type="success">On: another Manager approves what one prepares</StatusIndicator>
        ) : (
          <StatusIndicator type="warning">Off: whoever prepares may also approve</StatusIndicator>
        )}
      </Container>
      <RecordHistory entries={history.data?.items ?? []} testId="org-history" />
      <Modal
        visible={asking}
        onDismiss={close}
        header={on ? 'Switch off two people for money' : 'Switch on two people for money'}
        data-testid="org-maker-checker-dialog"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="primary"
                onClick={confirm}
                loading={change.isPending}
                data-testid="org-maker-checker-confirm"
              >
                {on ? 'Switch off' : 'Switch on'}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          {on ? (
            <Alert type="warning">
              Only for an organisation with a single Manager: {org.name}&apos;s people will then approve disbursements,
              pay runs and withdrawal policies they prepared themselves. The reason is kept in the organisation&apos;s
              history.
            </Alert>
          ) : (
            <Box>Another Manager will again have to approve what one prepares.</Box>
          )}
          <FormField label={on ? 'Reason' : 'Reason (optional)'} errorText={reasonError}>
            <Textarea
              value={reason}
              onChange={({ detail }) => {
                setReason(detail.value.slice(0, MAKER_CHECKER_REASON_MAX));
                setReasonError('');
              }}
              placeholder="e.g. One Manager until a second joins; asked by the main contact on 2 December"
              data-testid="org-maker-checker-reason"
            />
          </FormField>
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  );
}
