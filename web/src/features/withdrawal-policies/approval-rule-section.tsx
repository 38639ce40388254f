import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import {
  AUTO_RULE_MAX_PER_MONTH,
  AUTO_RULE_MAX_RM,
  AutoApprovalRuleInputSchema,
  type AutoApprovalRuleOutput,
} from '../../../../shared/domain/advance-pay/auto-approval-rule';
import { formatRm } from '../../../../shared/domain/money/money';
import { callableKey } from '../../api/callable-key';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { notify } from '../../components/notifications';
import { by } from './withdrawal-policy-columns';

const MESSAGES = {
  getFailed: 'The approval rule could not be loaded. Please try again.',
  saved: 'The approval rule is saved.',
  saveFailed: 'The approval rule could not be saved. Please try again.',
} as const;

/** The edit form's fields as typed. */
interface Draft {
  enabled: boolean;
  maxAmount: string;
  maxPerMonth: string;
}

const num = (text: string) => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * The organisation's automatic approval rule (docs/rules.md#automatic-approval-rule) on the
 * withdrawal policies page: what it approves, or Off; a Manager edits it.
 */
export function ApprovalRuleSection({ isManager }: { isManager: boolean }) {
  const rule = useCallableQuery('withdrawalPolicies-getApprovalRule', {}, { errorToast: MESSAGES.getFailed });
  const [editing, setEditing] = useState<Draft>();
  return (
    <Container
      data-testid="approval-rule"
      header={
        <Header
          variant="h2"
          description="Approve small requests the moment they are made. Requests made while an employee's bank account is in its 24-hour cooling-off always wait for a Manager."
          actions={
            isManager && rule.data ? (
              <Button
                data-testid="approval-rule-edit"
                onClick={() =>
                  setEditing({
                    enabled: rule.data.enabled,
                    maxAmount: rule.data.maxAmount === null ? '' : String(rule.data.maxAmount),
                    maxPerMonth: rule.data.maxPerMonth === null ? '' : String(rule.data.maxPerMonth),
                  })
                }
              >
                Edit
              </Button>
            ) : undefined
          }
        >
          Automatic approval rule
        </Header>
      }
    >
      {rule.data ? (
        <RuleFacts rule={rule.data} />
      ) : rule.isError ? (
        <Alert type="error">{MESSAGES.getFailed}</Alert>
      ) : (
        <Box>Loading…</Box>
      )}
      {editing && rule.data ? (
        <RuleEditor draft={editing} setDraft={setEditing} rule={rule.data} onClose={() => setEditing(undefined)} />
      ) : null}
    </Container>
  );
}

function RuleFacts({ rule }: { rule: AutoApprovalRuleOutput }) {
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: 'Status', value: <span data-testid="approval-rule-status">{rule.enabled ? 'On' : 'Off'}</span> },
        {
          label: 'Approves',
          value: (
            <span data-testid="approval-rule-summary">
              {rule.summary ??
                'Every request waits for a Manager (unless its withdrawal policy approves automatically).'}
            </span>
          ),
        },
        {
          label: 'Last changed',
          value: by(rule.modifiedBy, rule.modifiedAt),
        },
      ]}
    />
  );
}

function RuleEditor({
  draft,
  setDraft,
  rule,
  onClose,
}: {
  draft: Draft;
  setDraft: (d: Draft) => void;
  rule: AutoApprovalRuleOutput;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useCallableMutation('withdrawalPolicies-updateApprovalRule', { errorToast: MESSAGES.saveFailed });
  const [showErrors, setShowErrors] = useState(false);
  const parsed = AutoApprovalRuleInputSchema.safeParse({
    enabled: draft.enabled,
    maxAmount: num(draft.maxAmount),
    maxPerMonth: num(draft.maxPerMonth),
    ...(rule.modifiedAt === undefined ? {} : { modifiedAt: rule.modifiedAt }),
  });
  const errorOf = (field: 'maxAmount' | 'maxPerMonth') =>
    showErrors && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const onSave = () => {
    setShowErrors(true);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        queryClient.setQueryData(callableKey('withdrawalPolicies-getApprovalRule', {}), answer);
        notify.success(MESSAGES.saved);
        onClose();
      },
    });
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header="Automatic approval rule"
      data-testid="approval-rule-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={save.isPending} onClick={onSave} data-testid="approval-rule-save">
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Toggle
          checked={draft.enabled}
          onChange={({ detail }) => setDraft({ ...draft, enabled: detail.checked })}
          data-testid="approval-rule-enabled"
        >
          Approve requests automatically under this rule
        </Toggle>
        <FormField
          label="Requests up to (RM)"
          constraintText={`From ${formatRm(100)} to ${formatRm(AUTO_RULE_MAX_RM)}.`}
          errorText={errorOf('maxAmount')}
        >
          <Input
            value={draft.maxAmount}
            disabled={!draft.enabled}
            inputMode="decimal"
            onChange={({ detail }) => setDraft({ ...draft, maxAmount: detail.value })}
            data-testid="approval-rule-amount"
          />
        </FormField>
        <FormField
          label="At most this many a month for each employee"
          constraintText={`From 1 to ${AUTO_RULE_MAX_PER_MONTH}; further requests wait for a Manager.`}
          errorText={errorOf('maxPerMonth')}
        >
          <Input
            value={draft.maxPerMonth}
            disabled={!draft.enabled}
            inputMode="numeric"
            onChange={({ detail }) => setDraft({ ...draft, maxPerMonth: detail.value })}
            data-testid="approval-rule-per-month"
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
