import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { isoToDisplay } from '../../components/date-text';
import type { MyPayout } from '../../../../shared/domain/benefits/pay-run';
import { formatRm } from '../../../../shared/domain/money/money';
import { usePagedList } from '../../api/hooks';
import { STATUS_LOOKS } from '../../components/entity-status';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useT } from '../../i18n/i18n';

/**
 * The payouts the signed-in employee received from completed benefit pay runs: one line per
 * wallet, succeeded, or failed with the reason the administrator gave. Placed on My Benefits.
 */
export function MyPayouts() {
  const t = useT();
  const [pageSize, setPageSize] = useTablePageSize('my-payouts');
  const payouts = usePagedList(
    'payRuns-getMyPayouts',
    {},
    { pageSize, errorToast: 'Unable to retrieve your payouts!' },
  );
  const columns: ResourceColumn<MyPayout>[] = [
    {
      id: 'benefitName',
      header: t('benefits.payRun'),
      sortingField: 'benefitName',
      cell: (p) => `${p.benefitName} (${p.period})`,
    },
    { id: 'payDay', header: t('benefits.payDay'), sortingField: 'payDay', cell: (p) => isoToDisplay(p.payDay) },
    {
      id: 'walletName',
      header: t('benefits.wallet'),
      sortingField: 'walletName',
      cell: (p) => `${p.walletName} · ${p.accountNumber}`,
    },
    { id: 'amount', header: t('benefits.amount'), sortingField: 'amount', cell: (p) => formatRm(p.amount) },
    {
      id: 'status',
      header: t('benefits.status'),
      sortingField: 'status',
      cell: (p) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <StatusIndicator type={STATUS_LOOKS.payout[p.status].type} data-testid={`my-payout-status-${p.payRunId}`}>
            {t(p.status === 'succeeded' ? 'benefits.succeeded' : 'benefits.failed')}
          </StatusIndicator>
        </span>
      ),
    },
    { id: 'reason', header: t('benefits.reason'), cell: (p) => (p.reason ? t.localize(p.reason) : '-') },
  ];
  return (
    <ResourceTable<MyPayout>
      tableId="my-payouts"
      title={t('benefits.myPayouts')}
      resourceName="payouts"
      items={[]}
      server={{ page: payouts, onPageSizeChange: setPageSize }}
      trackBy={(p) => `${p.payRunId}/${p.walletName}/${p.accountNumber}`}
      columnDefinitions={columns}
      emptyText={t('benefits.noPayouts')}
    />
  );
}
