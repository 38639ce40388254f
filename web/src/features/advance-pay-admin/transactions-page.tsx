import { isoToDisplay } from '../../components/date-text';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Button from '@cloudscape-design/components/button';
import { periodFromKey, periodOf } from '../../../../shared/domain/advance-pay/advance-pay';
import type { AdminTransactionRow, EndOfDayResult } from '../../../../shared/domain/money/bank-transfer';
import { formatRm } from '../../../../shared/domain/money/money';
import { klDate } from '../../../../shared/domain/time/time';
import { useAllPages, useCallableMutation, usePagedList } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { DateField } from '../../components/date-field';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { payoutColumns } from '../../components/payout-columns';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { AdvanceStatusBadge } from '../../components/advance-transactions';
import { statusLabel } from '../../components/entity-status';
import {
  ADMIN_STATUS_FILTERS,
  AdminStatusFilterSchema,
  DEFAULT_ADMIN_STATUS_FILTER,
  type AdminStatusFilter,
} from '../../../../shared/domain/advance-pay/admin-transaction-list';
import { searchInput } from '../../components/server-search';
import {
  COMPLETE_ALL_FAILED,
  END_OF_DAY_FAILED,
  LIST_FAILED,
  TRANSACTIONS_TITLE,
  completedText,
  endOfDayText,
} from './messages';
import { MonthSelect, isPeriodKey } from '../../components/month-select';
import { useSearchParam } from './use-search-param';
import { FAILED_WAGES_PATH, adminEditPath, internalReportPath } from './paths';

const ALL = '';
const TABLE_ID = 'admin-advance-pay-transactions';
/** The status filter's value for every status (the server's list without `status`). */
const ALL_STATUSES = 'all';

/** The status filter's options: what the next End of day sends first, then every status, then each one. */
const STATUS_OPTIONS = [
  { value: 'endOfDay', label: 'Waiting for End of day (approved, processing not sent)' },
  { value: ALL_STATUSES, label: 'All statuses' },
  ...ADMIN_STATUS_FILTERS.filter((f) => f !== 'endOfDay').map((f) => ({
    value: f,
    label: statusLabel('advanceTransaction', f),
  })),
];

/** The bank details of a row, as one line. */
const bankText = (t: AdminTransactionRow) => [t.banking?.bank, t.banking?.accountNumber].filter(Boolean).join(' · ');

/**
 * /internal/advance-pay/transactions (docs/rules.md#end-of-day): every organisation's withdrawals of a
 * month with the organisation column and bank details, an organisation filter, and More Options:
 * End of day processing (confirm, progress, count and the CSV link), Complete all (asks the
 * transfer date), Monthly report and Failed Earned Wages. End of day and Complete all act on the
 * organisation chosen in the filter, or on every organisation.
 */
export function AdminTransactionsPage() {
  const navigate = useNavigateTo();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [rawPeriod, setPeriod] = useSearchParam('period', periodOf().key);
  const period = isPeriodKey(rawPeriod) ? rawPeriod : periodOf().key;
  const [orgFilter, setOrgFilter] = useSearchParam('org', ALL);
  // What the next End of day sends, unless another status is chosen (kept in the address).
  const [rawStatus, setStatusFilter] = useSearchParam('status', DEFAULT_ADMIN_STATUS_FILTER);
  const status: AdminStatusFilter | undefined =
    rawStatus === ALL_STATUSES
      ? undefined
      : (AdminStatusFilterSchema.safeParse(rawStatus).data ?? DEFAULT_ADMIN_STATUS_FILTER);
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  // One page at a time, newest first (a month of every organisation is large); the organisation
  // and status filters and the search are the server's, over the whole month.
  const list = usePagedList(
    'advancePayAdmin-getAll',
    {
      period,
      ...(orgFilter === ALL ? {} : { orgId: orgFilter }),
      ...(status ? { status } : {}),
      ...searchInput(search),
    },
    { pageSize, errorToast: LIST_FAILED },
  );
  const endOfDay = useCallableMutation('advancePayAdmin-endOfDayProcessing', { errorToast: END_OF_DAY_FAILED });
  const completeAll = useCallableMutation('advancePayAdmin-completeAll', { errorToast: COMPLETE_ALL_FAILED });
  const [confirmEndOfDay, setConfirmEndOfDay] = useState(false);
  const [askTransferDate, setAskTransferDate] = useState(false);
  const [transferDate, setTransferDate] = useState(klDate());
  const [batch, setBatch] = useState<EndOfDayResult | null>(null);

  // The filter offers every organisation (the rows of one page name only some of them).
  const orgs = useAllPages('orgs-getOrgs', {}, { staleTime: 5 * 60_000 });
  const orgOptions = useMemo(
    () => [
      { value: ALL, label: 'All organizations' },
      ...(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name })).sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [orgs.data],
  );
  const scopeLabel =
    orgFilter === ALL ? 'every organization' : (orgOptions.find((o) => o.value === orgFilter)?.label ?? orgFilter);
  const scope = orgFilter === ALL ? { allOrgs: true as const } : { orgId: orgFilter };

  const reload = () => void queryClient.invalidateQueries({ queryKey: ['advancePayAdmin-getAll'] });

  const runEndOfDay = () => {
    setConfirmEndOfDay(false);
    setBatch(null);
    endOfDay.mutate(scope, {
      // The result (with its download link) shows once, in the alert above the table.
      onSuccess: (result) => setBatch(result),
      onSettled: reload,
    });
  };

  const runCompleteAll = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(transferDate) || transferDate > klDate()) return;
    completeAll.mutate(
      { transferDate, ...scope },
      {
        onSuccess: (result) => {
          setAskTransferDate(false);
          notify.success(completedText(result.count));
        },
        onSettled: reload,
      },
    );
  };
  const transferDateError = !transferDate
    ? 'Transfer date is required!'
    : transferDate > klDate()
      ? 'Transfer date cannot be in the future!'
      : undefined;

  const columns: ResourceColumn<AdminTransactionRow>[] = [
    {
      id: 'orgName',
      header: 'Organization',
      sortingField: 'orgName',
      cell: (t) => t.orgName ?? t.orgId,
      freeText: true,
    },
    {
      id: 'createdBy',
      header: 'Employee',
      freeText: true,
      sortingField: 'createdBy',
      cell: (t) => (
        <Link
          href={adminEditPath(t)}
          onFollow={(e) => {
            e.preventDefault();
            // the edit page goes back to this list as it is now: its month and organisation filter
            navigate(adminEditPath(t), { state: { back: `${location.pathname}${location.search}` } });
          }}
          data-testid={`admin-transaction-link-${t.id}`}
        >
          {t.createdBy}
        </Link>
      ),
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
      cell: (t) => (t.fee === undefined ? '' : formatRm(t.fee)),
      hiddenByDefault: true,
    },
    {
      id: 'netAmount',
      header: 'Net Amount',
      sortingField: 'netAmount',
      cell: (t) => formatRm(t.netAmount ?? t.amount),
      hiddenByDefault: true,
    },
    ...payoutColumns<AdminTransactionRow>(),
    { id: 'bank', header: 'Bank Details', cell: bankText },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (t) => <AdvanceStatusBadge status={t.status} /> },
    {
      id: 'sentToBank',
      header: 'Sent to Bank',
      sortingField: 'sentToBank',
      cell: (t) => (t.sentToBank ? 'Yes' : 'No'),
    },
    {
      id: 'createdAt',
      header: 'Date Initiated',
      sortingField: 'createdAt',
      cell: (t) => formatDateTime(t.createdAt),
      hiddenByDefault: true,
    },
    {
      id: 'transferDate',
      header: 'Transfer Date',
      sortingField: 'transferDate',
      cell: (t) => isoToDisplay(t.transferDate),
      // Left out by default so that the table (and its status) fits a laptop's width.
      hiddenByDefault: true,
    },
  ];

  const moreOptions = (
    <ButtonDropdown
      data-testid="more-options"
      items={[
        { id: 'endOfDay', text: 'End of day processing', disabled: endOfDay.isPending },
        { id: 'completeAll', text: 'Complete all', disabled: completeAll.isPending },
        { id: 'report', text: 'Monthly report' },
        { id: 'failed', text: 'Failed Earned Wages' },
      ]}
      onItemClick={(e) => {
        if (e.detail.id === 'endOfDay') setConfirmEndOfDay(true);
        else if (e.detail.id === 'completeAll') setAskTransferDate(true);
        else if (e.detail.id === 'report') navigate(internalReportPath(period));
        else navigate(FAILED_WAGES_PATH);
      }}
    >
      More Options
    </ButtonDropdown>
  );

  return (
    <SpaceBetween size="m">
      {endOfDay.isPending && (
        <ProgressBar
          data-testid="end-of-day-progress"
          label="End of day processing"
          description={`Sending the approved withdrawals of ${scopeLabel} to the bank…`}
          status="in-progress"
        />
      )}
      {batch && (
        <Alert
          type={batch.count ? 'success' : 'info'}
          dismissible
          onDismiss={() => setBatch(null)}
          data-testid="end-of-day-result"
          header="End of day processing"
        >
          <SpaceBetween size="xxs">
            <span data-testid="end-of-day-count">{endOfDayText(batch.count, formatRm(batch.total))}</span>
            {batch.downloadUrl && (
              <Link external href={batch.downloadUrl} data-testid="end-of-day-download">
                Download CSV ({batch.fileName})
              </Link>
            )}
            {batch.downloadUrl && (
              <Box variant="small">The link works for 5 minutes; the file stays in the generated-files bucket.</Box>
            )}
          </SpaceBetween>
        </Alert>
      )}
      <ResourceTable<AdminTransactionRow>
        tableId={TABLE_ID}
        title={TRANSACTIONS_TITLE}
        description={`Withdrawals of ${periodFromKey(period).text} across organizations.`}
        resourceName="transactions"
        items={[]}
        server={{
          page: list,
          onPageSizeChange: setPageSize,
          search: { text: search, onChange: setSearch, placeholder: 'Search employee, IC number or organization' },
        }}
        trackBy="id"
        columnDefinitions={columns}
        emptyText={
          status
            ? `No withdrawal of ${periodFromKey(period).text}${orgFilter === ALL ? '' : ' by this organization'} has this status. Choose another status or month.`
            : `No withdrawal was made in ${periodFromKey(period).text}${orgFilter === ALL ? '' : ' by this organization'}. Choose another month.`
        }
        actions={
          // resource-table.css: the filters wrap on a phone
          <div className="table-filters">
            <MonthSelect value={period} onChange={setPeriod} testId="admin-month-filter" />
            <Select
              data-testid="admin-status-filter"
              ariaLabel="Status"
              selectedOption={STATUS_OPTIONS.find((o) => o.value === (status ?? ALL_STATUSES)) ?? STATUS_OPTIONS[0]}
              options={STATUS_OPTIONS}
              onChange={(e) => setStatusFilter(e.detail.selectedOption.value ?? DEFAULT_ADMIN_STATUS_FILTER)}
            />
            <Select
              data-testid="org-filter"
              ariaLabel="Organization"
              selectedOption={orgOptions.find((o) => o.value === orgFilter) ?? { value: orgFilter, label: orgFilter }}
              options={orgOptions}
              onChange={(e) => setOrgFilter(e.detail.selectedOption.value ?? ALL)}
            />
            {moreOptions}
          </div>
        }
      />
      <ConfirmModal
        visible={confirmEndOfDay}
        header="End of day processing"
        confirmLabel="Send to bank"
        onConfirm={runEndOfDay}
        onCancel={() => setConfirmEndOfDay(false)}
        testId="end-of-day-modal"
      >
        Send every approved withdrawal of <b>{scopeLabel}</b> (and every processing one not yet sent) to the bank in one
        transfer file? They become processing. Nothing is sent twice.
      </ConfirmModal>
      <Modal
        visible={askTransferDate}
        onDismiss={() => setAskTransferDate(false)}
        header="Complete all"
        data-testid="complete-all-modal"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setAskTransferDate(false)}>
                Cancel
              </Button>
              <Button
                variant="primary"
                loading={completeAll.isPending}
                disabled={!!transferDateError}
                onClick={runCompleteAll}
                data-testid="complete-all-modal-button"
              >
                Complete all
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <Box>
            Every processing transaction of <b>{scopeLabel}</b> already sent to bank becomes completed with this
            transfer date.
          </Box>
          <DateField
            label="Transfer Date"
            value={transferDate}
            onChange={setTransferDate}
            errorText={transferDateError}
            testId="complete-all-transfer-date"
            toYear={periodOf().year}
          />
        </SpaceBetween>
      </Modal>
    </SpaceBetween>
  );
}
