import { isoToDisplay } from '../../components/date-text';
import type { MyPayout } from '../../../../shared/domain/benefits/pay-run';
import { formatRm } from '../../../../shared/domain/money/money';
import { usePagedList } from '../../api/hooks';
import { EntityStatus } from '../../components/entity-status';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';

const columns: ResourceColumn<MyPayout>[] = [
  { id: 'benefitName', header: 'Pay Run', sortingField: 'benefitName', cell: (p) => `${p.benefitName} (${p.period})` },
  { id: 'payDay', header: 'Pay Day', sortingField: 'payDay', cell: (p) => isoToDisplay(p.payDay) },
  {
    id: 'walletName',
    header: 'Wallet',
    sortingField: 'walletName',
    cell: (p) => `${p.walletName} · ${p.accountNumber}`,
  },
  { id: 'amount', header: 'Amount', sortingField: 'amount', cell: (p) => formatRm(p.amount) },
  {
    id: 'status',
    header: 'Status',
    sortingField: 'status',
    cell: (p) => <EntityStatus entity="payout" status={p.status} testId={`my-payout-status-${p.payRunId}`} />,
  },
  { id: 'reason', header: 'Reason', cell: (p) => p.reason ?? '-' },
];

/**
 * The payouts the signed-in employee received from completed benefit pay runs: one line per
 * wallet, succeeded, or failed with the reason the administrator gave. Placed on My Benefits.
 */
export function MyPayouts() {
  const [pageSize, setPageSize] = useTablePageSize('my-payouts');
  const payouts = usePagedList(
    'payRuns-getMyPayouts',
    {},
    { pageSize, errorToast: 'Unable to retrieve your payouts!' },
  );
  return (
    <ResourceTable<MyPayout>
      tableId="my-payouts"
      title="My Payouts"
      resourceName="payouts"
      items={[]}
      server={{ page: payouts, onPageSizeChange: setPageSize }}
      trackBy={(p) => `${p.payRunId}/${p.walletName}/${p.accountNumber}`}
      columnDefinitions={columns}
      emptyText="No benefit payouts yet."
    />
  );
}
