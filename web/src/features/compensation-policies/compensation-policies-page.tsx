import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import { actionsColumn } from '../../components/row-actions';
import Link from '@cloudscape-design/components/link';
import { COMPENSATION_MESSAGES, type CompensationPolicy } from '../../../../shared/domain/benefits/compensation-policy';
import { useAllPages, useCallableMutation } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { useNavigateTo } from '../../components/use-navigate-to';
import {
  POLICY_CREATE_PATH,
  POLICY_KEYS,
  policyDetailsPath,
  policyEditPath,
  PolicyStatusIndicator,
} from './compensation-parts';

/** Asks before deleting a policy (its status becomes deleted; it leaves the list). */
export function DeletePolicyModal({
  policy,
  onConfirm,
  onCancel,
}: {
  policy: CompensationPolicy | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmModal
      visible={policy !== null}
      header="Delete compensation policy"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="policy-delete-modal"
    >
      Delete the compensation policy <b>{policy?.compensationName}</b>?
    </ConfirmModal>
  );
}

/** Deleting a policy, asked first; `after` runs once it is done. */
export function usePolicyDelete(after: () => void) {
  const queryClient = useQueryClient();
  const remove = useCallableMutation('compensationPolicies-deletePolicy', {
    errorToast: COMPENSATION_MESSAGES.deleteFailed,
  });
  const [deleting, setDeleting] = useState<CompensationPolicy | null>(null);
  const confirm = () =>
    deleting &&
    remove.mutate(
      { policyId: deleting.id, modifiedAt: deleting.modifiedAt },
      {
        onSuccess: () => {
          notify.success(COMPENSATION_MESSAGES.deleted);
          after();
        },
        onSettled: () => {
          setDeleting(null);
          void queryClient.invalidateQueries({ queryKey: POLICY_KEYS.list });
        },
      },
    );
  const modal = <DeletePolicyModal policy={deleting} onConfirm={confirm} onCancel={() => setDeleting(null)} />;
  return { ask: setDeleting, modal };
}

/**
 * /compensation-policies: the organisation's policies pending approval or approved, newest first,
 * with Create; Managers select rows and Approve Selected (the pending ones are approved).
 */
export function CompensationPoliciesPage() {
  const navigate = useNavigateTo();
  const isManager = useSession().data?.role === 'Manager';
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages('compensationPolicies-getPolicies', {}, { errorToast: COMPENSATION_MESSAGES.listFailed });
  // Only the selection's pending policies are approved.
  const approval = useApproveSelection({
    callable: 'compensationPolicies-approve',
    input: (policies: readonly CompensationPolicy[]) => ({ policyIds: policies.map((p) => p.id) }),
    approvable: (p) => p.status === PENDING_STATUS.compensationPolicy,
    rule: 'only',
    notPending: refuse(COMPENSATION_MESSAGES.notPending),
    messages: { approved: COMPENSATION_MESSAGES.approved, failed: COMPENSATION_MESSAGES.approveFailed },
    reload: [POLICY_KEYS.list],
  });
  const deletion = usePolicyDelete(() => undefined);

  const columns: ResourceColumn<CompensationPolicy>[] = [
    {
      id: 'compensationName',
      header: 'Compensation Name',
      freeText: true,
      sortingField: 'compensationName',
      cell: (p) => (
        <Link
          href={policyDetailsPath(p.id)}
          onFollow={(e) => {
            e.preventDefault();
            navigate(policyDetailsPath(p.id));
          }}
          data-testid={`policy-link-${p.id}`}
        >
          {p.compensationName}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (p) => <PolicyStatusIndicator status={p.status} />,
    },
    { id: 'createdBy', header: 'Created By', cell: (p) => p.createdBy ?? '', hiddenByDefault: true, freeText: true },
    { id: 'createdAt', header: 'Created At', sortingField: 'createdAt', cell: (p) => formatDateTime(p.createdAt) },
    { id: 'modifiedBy', header: 'Modified By', cell: (p) => p.modifiedBy ?? '', hiddenByDefault: true, freeText: true },
    {
      id: 'modifiedAt',
      header: 'Modified At',
      sortingField: 'modifiedAt',
      cell: (p) => formatDateTime(p.modifiedAt),
      hiddenByDefault: true,
    },
    { id: 'approvedBy', header: 'Approved By', cell: (p) => p.approvedBy ?? '', freeText: true },
    {
      id: 'approvedAt',
      header: 'Approved At',
      sortingField: 'approvedAt',
      cell: (p) => formatDateTime(p.approvedAt),
    },
    actionsColumn<CompensationPolicy>({
      header: 'Actions',
      menuLabel: (p) => `Actions for ${p.compensationName}`,
      menuTestId: (p) => `policy-actions-${p.id}`,
      actions: (p) => [
        { id: `policy-details-${p.id}`, text: 'Details', href: policyDetailsPath(p.id) },
        { id: `policy-edit-${p.id}`, text: 'Edit', href: policyEditPath(p.id) },
        { id: `policy-delete-${p.id}`, text: 'Delete', onClick: () => deletion.ask(p) },
      ],
    }),
  ];

  const create = (
    <Button variant="primary" onClick={() => navigate(POLICY_CREATE_PATH)} data-testid="policy-create">
      Create
    </Button>
  );
  return (
    <>
      <ResourceTable<CompensationPolicy>
        tableId="compensation-policies"
        title="Compensation Policies"
        resourceName="compensation policies"
        items={list.data ?? []}
        query={list}
        trackBy="id"
        columnDefinitions={columns}
        selectionType={isManager ? 'multi' : undefined}
        itemLabel={(p) => p.compensationName}
        onSelectionChange={isManager ? approval.onSelectionChange : undefined}
        clearSelection={approval.clearSelection}
        defaultSortingColumnId="createdAt"
        defaultSortingDescending
        emptyText={COMPENSATION_MESSAGES.noPolicies}
        emptyAction={create}
        actions={
          <ApproveSelectedActions approval={approval} canApprove={isManager} testId="policy-approve-selected">
            {create}
          </ApproveSelectedActions>
        }
      />
      {deletion.modal}
    </>
  );
}
