import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { formatRm } from '../../../../shared/domain/money/money';
import { FREQUENCY_LABELS, type WithdrawalPolicy } from '../../../../shared/domain/advance-pay/withdrawal-policy';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { orgSettingsOf, useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { NotAvailable } from '../../components/not-available';
import { FormShell } from '../../components/form-page';
import { errorMessage, notify } from '../../components/notifications';
import { ResourceTable } from '../../components/resource-table';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { ADVANCED_CREATE_PATH, POLICY_MESSAGES } from './messages';
import { PolicyFields, usePolicyForm } from './policy-form';
import { useOwnPreparation } from '../../components/maker-checker';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { advancedColumns, by, dateText, PolicyStatus } from './withdrawal-policy-columns';
import { ApprovalRuleSection } from './approval-rule-section';
import { EscalationSection } from './escalation-section';

const POLICIES_KEY = ['withdrawalPolicies-getPolicies'];

/**
 * The page's gate: 'Not Available!' unless the organisation has Advance Pay on (docs/rules.md#advance-pay-settings),
 * a spinner while the organisation loads.
 */
export function AdvancePayOnly({ children }: { children: ReactNode }) {
  const session = useSession().data;
  const org = useOrgInfo(session);
  if (org.isPending) return <Spinner size="large" />;
  if (org.data?.advancePay !== 'yes') {
    return <NotAvailable />;
  }
  return <>{children}</>;
}

/** The GENERAL policy: its fields read-only, or edited in place; create when there is none. */
function GeneralSection({
  policy,
  cutoffDate,
  isManager,
}: {
  policy?: WithdrawalPolicy;
  cutoffDate?: number;
  isManager: boolean;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = usePolicyForm({ advanced: false, cutoffDate, policy });
  const create = useCallableMutation('withdrawalPolicies-createGeneralPolicy', {
    errorToast: POLICY_MESSAGES.createFailed,
  });
  const update = useCallableMutation('withdrawalPolicies-updateGeneralPolicy', {
    errorToast: POLICY_MESSAGES.updateFailed,
  });
  const approve = useCallableMutation('withdrawalPolicies-approvePolicy', {
    errorToast: POLICY_MESSAGES.approveFailed,
  });
  const remove = useCallableMutation('withdrawalPolicies-deletePolicy', { errorToast: POLICY_MESSAGES.deleteFailed });
  const reload = () => void queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
  const ownPreparation = useOwnPreparation()(policy);
  // Only an open edit with changes asks before leaving; Cancel just closes it.
  const leaveGuard = useLeaveGuard(editing && form.isDirty);

  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    const done = (message: string) => () => {
      notify.success(message);
      setEditing(false);
      reload();
    };
    // A blank date is cleared (null): an edit changes only what it carries.
    if (policy)
      update.mutate(
        { ...fields, withdrawalDate: fields.withdrawalDate ?? null, modifiedAt: policy.modifiedAt },
        { onSuccess: done(POLICY_MESSAGES.updated) },
      );
    else create.mutate(fields, { onSuccess: done(POLICY_MESSAGES.created) });
  };

  const startEditing = () => {
    form.reset();
    // A failure of the last edit is not this one's.
    create.reset();
    update.reset();
    setEditing(true);
  };

  const actions = editing ? null : (
    <SpaceBetween direction="horizontal" size="xs">
      {policy && isManager && policy.status === PENDING_STATUS.withdrawalPolicy && (
        <Button
          loading={approve.isPending}
          disabled={!!ownPreparation}
          disabledReason={ownPreparation}
          onClick={() =>
            approve.mutate(
              { ids: [policy.id] },
              { onSuccess: () => notify.success(POLICY_MESSAGES.approved), onSettled: reload },
            )
          }
          data-testid="general-approve"
        >
          Approve
        </Button>
      )}
      {policy && (
        <Button onClick={() => setConfirmDelete(true)} data-testid="general-delete">
          Delete
        </Button>
      )}
      <Button
        variant={policy ? 'normal' : 'primary'}
        onClick={startEditing}
        data-testid={policy ? 'general-edit' : 'general-create'}
      >
        {policy ? 'Edit' : 'Create General Policy'}
      </Button>
    </SpaceBetween>
  );

  let body: ReactNode;
  if (editing) {
    const failed = policy ? update.error : create.error;
    body = (
      <FormShell
        testId="general-form"
        onSubmit={save}
        onCancel={() => setEditing(false)}
        cancelTestId="general-cancel"
        submitTestId="general-save"
        busy={create.isPending || update.isPending}
        error={
          failed
            ? errorMessage(failed, policy ? POLICY_MESSAGES.updateFailed : POLICY_MESSAGES.createFailed)
            : undefined
        }
        leaveGuard={leaveGuard}
      >
        <PolicyFields form={form} advanced={false} cutoffDate={cutoffDate} />
      </FormShell>
    );
  } else if (!policy) {
    body = (
      <Alert type="info" data-testid="general-not-found">
        {POLICY_MESSAGES.noGeneral} Create one so that employees whose salary no advanced policy covers can withdraw.
      </Alert>
    );
  } else {
    body = (
      <div data-testid="general-policy">
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Maximum Withdrawal Amount', value: formatRm(policy.maximumWithdrawalAmount) },
            { label: 'Withdrawal Frequency', value: FREQUENCY_LABELS[policy.withdrawalFrequency] },
            { label: 'Withdrawal Date', value: dateText(policy) },
            { label: 'Auto Approval', value: policy.autoApproval ? 'Yes' : 'No' },
            { label: 'Status', value: <PolicyStatus status={policy.status} /> },
            { label: 'Created', value: by(policy.createdBy, policy.createdAt) },
            { label: 'Modified', value: by(policy.modifiedBy, policy.modifiedAt) },
            { label: 'Approved', value: by(policy.approvedBy, policy.approvedAt) },
          ]}
        />
      </div>
    );
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Applies to every employee whose salary no approved advanced policy covers."
          actions={actions}
        >
          General Withdrawal Policy
        </Header>
      }
    >
      {body}
      <ConfirmModal
        visible={confirmDelete}
        header="Delete the general policy?"
        confirmLabel="Delete"
        testId="general-delete-confirm"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          if (policy)
            remove.mutate(
              { id: policy.id, modifiedAt: policy.modifiedAt },
              { onSuccess: () => notify.success(POLICY_MESSAGES.deleted), onSettled: reload },
            );
        }}
      >
        Employees whose salary no advanced policy covers will not be able to withdraw until a new general policy is
        approved.
      </ConfirmModal>
    </Container>
  );
}

/** The ADVANCED policies: a table; Managers approve a selection, others view only. */
function AdvancedSection({
  query,
  items,
  isManager,
}: {
  query: Parameters<typeof ResourceTable>[0]['query'];
  items: WithdrawalPolicy[];
  isManager: boolean;
}) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<WithdrawalPolicy | undefined>();
  // Every selected policy must be PENDING.
  const approval = useApproveSelection({
    callable: 'withdrawalPolicies-approvePolicy',
    input: (policies: readonly WithdrawalPolicy[]) => ({ ids: policies.map((p) => p.id) }),
    approvable: (p) => p.status === PENDING_STATUS.withdrawalPolicy,
    rule: 'all',
    notPending: refuse(POLICY_MESSAGES.notPending),
    messages: {
      approved: (_result, policies) =>
        policies.length === 1 ? POLICY_MESSAGES.approved : POLICY_MESSAGES.approvedMany(policies.length),
      failed: POLICY_MESSAGES.approveFailed,
    },
    reload: [POLICIES_KEY],
  });
  const remove = useCallableMutation('withdrawalPolicies-deletePolicy', { errorToast: POLICY_MESSAGES.deleteFailed });
  const reload = () => void queryClient.invalidateQueries({ queryKey: POLICIES_KEY });

  const create = (
    <Button variant="primary" onClick={() => navigate(ADVANCED_CREATE_PATH)} data-testid="advanced-create">
      Create Advanced Policy
    </Button>
  );

  return (
    <>
      <ResourceTable<WithdrawalPolicy>
        tableId="advanced-withdrawal-policies"
        title="Advanced Withdrawal Policies"
        description="For employees whose salary falls within a range; salary ranges never overlap."
        resourceName="advanced policies"
        items={items}
        query={query}
        trackBy="id"
        columnDefinitions={advancedColumns((href) => navigate(href), setToDelete)}
        selectionType={isManager ? 'multi' : undefined}
        itemLabel={(p) => `the policy for ${formatRm(p.minSalary ?? 0)} - ${formatRm(p.maxSalary ?? 0)}`}
        onSelectionChange={isManager ? approval.onSelectionChange : undefined}
        clearSelection={approval.clearSelection}
        defaultSortingColumnId="salaryRange"
        emptyText={<span data-testid="advanced-empty">{POLICY_MESSAGES.noPolicies}</span>}
        emptyAction={create}
        actions={
          <ApproveSelectedActions approval={approval} canApprove={isManager} testId="advanced-approve-selected">
            {create}
          </ApproveSelectedActions>
        }
      />
      <ConfirmModal
        visible={!!toDelete}
        header="Delete the advanced policy?"
        confirmLabel="Delete"
        testId="advanced-delete-confirm"
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => {
          const p = toDelete;
          setToDelete(undefined);
          if (p)
            remove.mutate(
              { id: p.id, modifiedAt: p.modifiedAt },
              { onSuccess: () => notify.success(POLICY_MESSAGES.deleted), onSettled: reload },
            );
        }}
      >
        {toDelete &&
          `The policy for salaries ${formatRm(toDelete.minSalary ?? 0)} to ${formatRm(toDelete.maxSalary ?? 0)} will be deleted; those employees fall under the general policy.`}
      </ConfirmModal>
    </>
  );
}

function PoliciesContent() {
  const session = useSession().data;
  const isManager = session?.role === 'Manager';
  const org = useOrgInfo(session);
  const policies = useCallableQuery('withdrawalPolicies-getPolicies', {}, { errorToast: POLICY_MESSAGES.getFailed });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={POLICY_MESSAGES.onlyApproved}>
          Withdrawal Policies
        </Header>
      }
    >
      <SpaceBetween size="l">
        {!isManager && <Alert type="info">Only a Manager can approve withdrawal policies.</Alert>}
        {policies.isPending ? (
          <Spinner size="large" />
        ) : policies.isError ? (
          <Alert
            type="error"
            data-testid="policies-error"
            action={<Button onClick={() => void policies.refetch()}>Retry</Button>}
          >
            {POLICY_MESSAGES.getFailed}
          </Alert>
        ) : (
          // Keyed by version: a reload after a change starts the form afresh.
          <GeneralSection
            key={`${policies.data.generalPolicy?.modifiedAt ?? 'none'}`}
            policy={policies.data.generalPolicy}
            cutoffDate={orgSettingsOf(org.data)?.cutoffDate}
            isManager={isManager}
          />
        )}
        <AdvancedSection query={policies} items={policies.data?.advanced ?? []} isManager={isManager} />
        <ApprovalRuleSection isManager={isManager} />
        <EscalationSection isManager={isManager} />
      </SpaceBetween>
    </ContentLayout>
  );
}

/** /management/advance-pay/withdrawal-policies: General and Advanced policies (docs/rules.md#withdrawal-policies). */
export function WithdrawalPoliciesPage() {
  return (
    <AdvancePayOnly>
      <PoliciesContent />
    </AdvancePayOnly>
  );
}
