import { useState } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import { periodFromKey } from '../../../../shared/domain/advance-pay/advance-pay';
import { useCallableMutation, usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { notify } from '../../components/notifications';
import { payoutColumns } from '../../components/payout-columns';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { actionsColumn } from '../../components/row-actions';
import { AdvanceStatusBadge } from '../../components/advance-transactions';
import {
  BULK_APPROVAL_MAX,
  BULK_APPROVAL_MAX_MESSAGE,
  BULK_FAILED,
  LIST_FAILED,
  ONLY_PENDING_MESSAGE,
  SELECTION_HINT,
  TRANSACTIONS_TITLE,
  UPDATE_FAILED,
  approvedText,
  bulkApprovedText,
  paidOnApprovalText,
  rejectedText,
} from './messages';
import { MonthSelect } from '../../components/month-select';
import { monthlyReportPath, transactionDetailsPath } from './paths';
import { RejectModal } from './reject-modal';
import { useInvalidateAdvancePay, usePeriodParam, type ManagementTransaction } from './use-management-transactions';

const txKey = (t: ManagementTransaction) => t.id;
const TABLE_ID = 'management-advance-pay-transactions';
/** What the search box looks at: the server searches the whole month (shared/callables/advance-pay-management.ts). */
const TRANSACTIONS_SEARCH_PLACEHOLDER = 'Search requests by employee name, IC number, e-mail or reason...';

/**
 * /management/advance-pay/transactions (docs/rules.md#withdrawal-statuses): the organisation's withdrawal requests
 * of a month, multi-selection with Approve Selected (pending only, at most 40), per-row Approve
 * (after confirming) and Reject (with a required reason), a details link and the monthly report.
 */
export function ManagementTransactionsPage() {
  const navigate = useNavigateTo();
  const orgId = useSession().data?.orgId ?? '';
  const [period, setPeriod] = usePeriodParam();
  const invalidate = useInvalidateAdvancePay();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  // One page at a time: a month of a large organisation holds thousands of requests; the search runs on the server.
  const search = useServerSearch(TRANSACTIONS_SEARCH_PLACEHOLDER);
  const list = usePagedList(
    'advancePayManagement-getTransactions',
    { period, ...search.input },
    { pageSize, errorToast: LIST_FAILED },
  );
  const update = useCallableMutation('advancePayManagement-updateTransaction', { errorToast: UPDATE_FAILED });
  // Only pending requests, at most BULK_APPROVAL_MAX, after a question.
  const approval = useApproveSelection({
    callable: 'advancePayManagement-bulkApproveTransactions',
    input: (requests: readonly ManagementTransaction[]) => ({
      transactions: requests.map((t) => ({
        id: t.id,
        employeeICNumber: t.employeeICNumber,
        ...(t.email ? { email: t.email } : {}),
      })),
    }),
    approvable: (t) => t.status === PENDING_STATUS.advanceTransaction,
    rule: 'all',
    notPending: refuse(ONLY_PENDING_MESSAGE),
    max: { count: BULK_APPROVAL_MAX, message: BULK_APPROVAL_MAX_MESSAGE },
    confirm: true,
    messages: { approved: (r) => bulkApprovedText(r.approved), failed: BULK_FAILED },
    reload: invalidate,
  });
  const selected = approval.selected;
  const [approving, setApproving] = useState<ManagementTransaction | null>(null);
  const [rejecting, setRejecting] = useState<ManagementTransaction | null>(null);
  // A new table after each change of one request, so nothing stays selected.
  const [round, setRound] = useState(0);
  const monthText = periodFromKey(period).text;

  const done = () => {
    setRound((r) => r + 1);
    void invalidate();
  };

  const approveOne = () => {
    const t = approving;
    if (!t) return;
    update.mutate(
      { status: 'approved', transactionId: t.id, employeeICNumber: t.employeeICNumber },
      {
        onSuccess: () => notify.success(approvedText(t.employeeName)),
        onSettled: () => {
          setApproving(null);
          done();
        },
      },
    );
  };

  const rejectOne = (reason: string) => {
    const t = rejecting;
    if (!t) return;
    update.mutate(
      { status: 'rejected', transactionId: t.id, employeeICNumber: t.employeeICNumber, reason },
      {
        onSuccess: () => {
          notify.success(rejectedText(t.employeeName));
          setRejecting(null);
          done();
        },
      },
    );
  };

  const columns: ResourceColumn<ManagementTransaction>[] = [
    {
      id: 'employeeName',
      header: 'Employee',
      freeText: true,
      sortingField: 'employeeName',
      cell: (t) => {
        const href = transactionDetailsPath(t.employeeICNumber, t.id, t.periodKey);
        return (
          <Link
            href={href}
            onFollow={(e) => {
              e.preventDefault();
              navigate(href);
            }}
            data-testid={`details-${t.id}`}
          >
            {t.employeeName}
          </Link>
        );
      },
    },
    {
      id: 'employeeICNumber',
      header: 'IC Number',
      sortingField: 'employeeICNumber',
      cell: (t) => t.employeeICNumber,
      hiddenByDefault: true,
    },
    { id: 'amount', header: 'Amount', sortingField: 'amount', cell: (t) => formatRm(t.amount) },
    {
      id: 'fee',
      header: 'Service Fee',
      sortingField: 'fee',
      cell: (t) => (t.fee !== undefined ? formatRm(t.fee) : '-'),
      hiddenByDefault: true,
    },
    {
      id: 'netAmount',
      header: 'Net Amount',
      sortingField: 'netAmount',
      cell: (t) => (t.netAmount !== undefined ? formatRm(t.netAmount) : '-'),
      hiddenByDefault: true,
    },
    ...payoutColumns<ManagementTransaction>({ showPayout: true }),
    {
      id: 'reasonForWithdrawal',
      header: 'Reason For Withdrawal',
      sortingField: 'reasonForWithdrawal',
      cell: (t) => t.reasonForWithdrawal,
    },
    { id: 'createdAt', header: 'Date Initiated', sortingField: 'createdAt', cell: (t) => formatDateTime(t.createdAt) },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (t) => (
        <span data-testid={`status-${t.id}`}>
          <AdvanceStatusBadge status={t.status} />
        </span>
      ),
    },
    actionsColumn<ManagementTransaction>({
      header: 'Actions',
      menuLabel: (t) => `Actions for the request of ${t.employeeName}`,
      menuTestId: (t) => `request-actions-${t.id}`,
      actions: (t) =>
        t.status === PENDING_STATUS.advanceTransaction
          ? [
              {
                id: `approve-${t.id}`,
                text: 'Approve',
                onClick: () => setApproving(t),
                ariaLabel: `Approve the request of ${t.employeeName}`,
              },
              {
                id: `reject-${t.id}`,
                text: 'Reject',
                onClick: () => setRejecting(t),
                ariaLabel: `Reject the request of ${t.employeeName}`,
              },
            ]
          : [],
    }),
  ];

  const reportHref = monthlyReportPath(orgId, period);
  return (
    <>
      <ResourceTable<ManagementTransaction>
        key={`${period}-${round}`}
        tableId={TABLE_ID}
        title={TRANSACTIONS_TITLE}
        description={`${monthText}. ${SELECTION_HINT}`}
        resourceName="withdrawal requests"
        testId="management-transactions-table"
        items={[]}
        server={{ page: list, onPageSizeChange: setPageSize, search: search.search }}
        trackBy={txKey}
        columnDefinitions={columns}
        selectionType="multi"
        itemLabel={(t) => `the request of ${t.employeeName}`}
        onSelectionChange={approval.onSelectionChange}
        clearSelection={approval.clearSelection}
        emptyText={`No employee asked for an advance in ${monthText}. Choose another month above, or come back when your employees request withdrawals.`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <MonthSelect value={period} onChange={setPeriod} />
            <Button
              href={reportHref}
              onFollow={(e) => {
                e.preventDefault();
                navigate(reportHref);
              }}
              data-testid="monthly-report-link"
            >
              Monthly Report
            </Button>
            <Button
              variant="primary"
              disabled={selected.length === 0}
              disabledReason="Select the pending withdrawal requests to approve"
              loading={approval.isPending}
              onClick={approval.approveSelected}
              data-testid="approve-selected"
            >
              Approve Selected
            </Button>
          </SpaceBetween>
        }
      />
      <ConfirmModal
        visible={approving !== null}
        header="Approve withdrawal request"
        confirmLabel="Approve"
        onConfirm={approveOne}
        onCancel={() => setApproving(null)}
        testId="approve-modal"
      >
        {approving && (
          <>
            Approve the withdrawal of <b>{formatRm(approving.amount)}</b> requested by <b>{approving.employeeName}</b>?{' '}
            {paidOnApprovalText([approving])}
          </>
        )}
      </ConfirmModal>
      <ConfirmModal
        visible={approval.confirming}
        header="Approve selected withdrawal requests"
        confirmLabel={`Approve ${selected.length}`}
        onConfirm={approval.confirmApproval}
        onCancel={approval.cancelApproval}
        testId="approve-selected-modal"
      >
        Approve{' '}
        {selected.length === 1
          ? 'the selected withdrawal request'
          : `the ${selected.length} selected withdrawal requests`}{' '}
        totalling <b>{formatRm(selected.reduce((s, t) => s + Math.round(t.amount * 100), 0) / 100)}</b>?{' '}
        {paidOnApprovalText(selected)}
      </ConfirmModal>
      <RejectModal
        target={rejecting}
        busy={update.isPending}
        onReject={rejectOne}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
