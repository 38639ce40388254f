import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { actionsColumn } from '../../components/row-actions';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { CallableOutput } from '../../../../shared/callables';
import { COMPENSATION_MESSAGES, type CompensationPolicy } from '../../../../shared/domain/benefits/compensation-policy';
import { gradeLabel } from '../../../../shared/domain/employees/job-level';
import { formatRm } from '../../../../shared/domain/money/money';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { useNavigateTo } from '../../components/use-navigate-to';
import { usePolicyDelete } from './compensation-policies-page';
import {
  payRangeCreatePath,
  payRangeEditPath,
  percent,
  POLICIES_PATH,
  POLICY_KEYS,
  policyEditPath,
  PolicyStatusIndicator,
} from './compensation-parts';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

type RangeRow = CallableOutput<'compensationPolicies-getPayRanges'>['items'][number];

const show = (v: string | undefined) => v || '-';

/** Who created, changed and approved the policy, and when. */
function PolicySummary({ policy, actions }: { policy: CompensationPolicy; actions: React.ReactNode }) {
  return (
    <Container
      header={
        <Header variant="h2" actions={actions}>
          Policy Summary
        </Header>
      }
      data-testid="policy-summary"
    >
      <KeyValuePairs
        columns={4}
        items={[
          { label: 'Compensation Name', value: policy.compensationName },
          { label: 'Status', value: <PolicyStatusIndicator status={policy.status} /> },
          { label: 'Created By', value: show(policy.createdBy) },
          { label: 'Created At', value: show(formatDateTime(policy.createdAt)) },
          { label: 'Modified By', value: show(policy.modifiedBy) },
          { label: 'Modified At', value: show(formatDateTime(policy.modifiedAt)) },
          { label: 'Approved By', value: show(policy.approvedBy) },
          { label: 'Approved At', value: show(formatDateTime(policy.approvedAt)) },
        ]}
      />
    </Container>
  );
}

/** The policy's pay ranges, by minimum (highest first), with their range spread and midpoint growth. */
function PayRangesTable({ policy }: { policy: CompensationPolicy }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const ranges = useAllPages(
    'compensationPolicies-getPayRanges',
    { policyId: policy.id },
    { errorToast: COMPENSATION_MESSAGES.rangesFailed },
  );
  const remove = useCallableMutation('compensationPolicies-deletePayRange', {
    errorToast: COMPENSATION_MESSAGES.rangeDeleteFailed,
  });
  const [deleting, setDeleting] = useState<RangeRow | null>(null);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { policyId: policy.id, payRangeId: deleting.id },
      {
        onSuccess: () => notify.success(COMPENSATION_MESSAGES.rangeDeleted),
        onSettled: () => {
          setDeleting(null);
          // The policy went back to pending approval with the change.
          for (const queryKey of [POLICY_KEYS.ranges, POLICY_KEYS.one, POLICY_KEYS.list])
            void queryClient.invalidateQueries({ queryKey });
        },
      },
    );

  const money = (rm: number) => formatRm(rm);
  const columns: ResourceColumn<RangeRow>[] = [
    {
      id: 'jobLevelName',
      header: 'Job Level',
      sortingField: 'jobLevelName',
      cell: (r) => r.jobLevelName,
      freeText: true,
    },
    { id: 'jobGrade', header: 'Job Grade', sortingField: 'jobGrade', cell: (r) => gradeLabel(r.jobGrade) },
    { id: 'minimum', header: 'Minimum', sortingField: 'minimum', cell: (r) => money(r.minimum) },
    { id: 'midpoint', header: 'Midpoint', sortingField: 'midpoint', cell: (r) => money(r.midpoint) },
    { id: 'maximum', header: 'Maximum', sortingField: 'maximum', cell: (r) => money(r.maximum) },
    {
      id: 'rangeSpread',
      header: 'Range Spread',
      sortingField: 'rangeSpread',
      cell: (r) => <span data-testid={`range-spread-${r.id}`}>{percent(r.rangeSpread)}</span>,
    },
    {
      id: 'midpointGrowth',
      header: 'Midpoint Growth',
      sortingField: 'midpointGrowth',
      cell: (r) => <span data-testid={`midpoint-growth-${r.id}`}>{percent(r.midpointGrowth)}</span>,
    },
    actionsColumn<RangeRow>({
      header: 'Actions',
      menuLabel: (r) => `Actions for ${r.jobLevelName}`,
      menuTestId: (r) => `range-actions-${r.id}`,
      actions: (r) => [
        { id: `range-edit-${r.id}`, text: 'Edit', href: payRangeEditPath(policy.id, r.id) },
        { id: `range-delete-${r.id}`, text: 'Delete', onClick: () => setDeleting(r) },
      ],
    }),
  ];

  const add = (
    <Button variant="primary" onClick={() => navigate(payRangeCreatePath(policy.id))} data-testid="range-create">
      Add Pay Range
    </Button>
  );
  return (
    <>
      <ResourceTable<RangeRow>
        tableId="pay-ranges"
        title="Pay Ranges"
        resourceName="pay ranges"
        items={ranges.data ?? []}
        query={ranges}
        trackBy="id"
        columnDefinitions={columns}
        defaultSortingColumnId="minimum"
        defaultSortingDescending
        emptyText={ranges.isError ? COMPENSATION_MESSAGES.rangesFailed : COMPENSATION_MESSAGES.noRanges}
        emptyAction={add}
        actions={add}
      />
      <ConfirmModal
        visible={deleting !== null}
        header="Delete pay range"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="range-delete-modal"
      >
        Delete the pay range of <b>{deleting?.jobLevelName}</b>? The policy goes back for approval.
      </ConfirmModal>
    </>
  );
}

/**
 * /compensation-policies/:policyId/details: the policy summary with Edit, Delete and (Managers,
 * pending ones) Approve, then its Pay Ranges with Add Pay Range.
 */
export function PolicyDetailsPage() {
  const { policyId = '' } = useParams();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  const policy = useCallableQuery('compensationPolicies-getPolicy', { policyId }, { enabled: policyId !== '' });
  const approve = useCallableMutation('compensationPolicies-approve', {
    errorToast: COMPENSATION_MESSAGES.approveFailed,
  });
  const deletion = usePolicyDelete(() => navigate(POLICIES_PATH));

  if (policy.isPending) return <Spinner size="large" />;
  const data = policy.data;
  if (!data)
    return (
      <Box color="text-status-inactive" data-testid="policy-not-found">
        {COMPENSATION_MESSAGES.policyNotFound}
      </Box>
    );

  const approvePolicy = () =>
    approve.mutate(
      { policyIds: [data.id] },
      {
        onSuccess: () => notify.success(COMPENSATION_MESSAGES.approved),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: POLICY_KEYS.one });
          void queryClient.invalidateQueries({ queryKey: POLICY_KEYS.list });
        },
      },
    );

  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button onClick={() => deletion.ask(data)} data-testid="policy-delete">
        Delete
      </Button>
      <Button onClick={() => navigate(policyEditPath(data.id))} data-testid="policy-edit">
        Edit
      </Button>
      {isManager && data.status === PENDING_STATUS.compensationPolicy && (
        <Button variant="primary" onClick={approvePolicy} loading={approve.isPending} data-testid="policy-approve">
          Approve
        </Button>
      )}
    </SpaceBetween>
  );
  return (
    <ContentLayout header={<Header variant="h1">{data.compensationName}</Header>}>
      <SpaceBetween size="l">
        <PolicySummary policy={data} actions={actions} />
        <PayRangesTable policy={data} />
      </SpaceBetween>
      {deletion.modal}
    </ContentLayout>
  );
}
