import { useState } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { periodOf } from '../../../../shared/domain/advance-pay/advance-pay';
import type { AdvanceTransactionRow } from '../../../../shared/domain/advance-pay/advance-transaction';
import { usePagedList } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { routeOf } from '../../app/access';
import { useSession } from '../../auth/session';
import { MonthSelect } from '../../components/month-select';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { NotAvailable } from '../../components/not-available';
import { transactionColumns } from '../../components/advance-transactions';
import { MESSAGES, PATHS, TITLES } from './messages';
import { useT } from '../../i18n/i18n';

/** The filter's value for every month. */
const ALL = 'all';
const TABLE_ID = 'advance-pay-employee-transactions';

/**
 * /advance-pay/transactions: the employee's own withdrawals with a month filter
 * (this month first), status badges and a view link to the details. Paged on the server, newest
 * first (an employee's history grows with time).
 */
export function TransactionsPage() {
  const t = useT();
  const navigate = useNavigateTo();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const [period, setPeriod] = useState(() => periodOf().key);
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const list = usePagedList('advancePayEmployee-getTransactions', period === ALL ? {} : { period }, {
    pageSize,
    enabled: advancePay,
    errorToast: MESSAGES.transactionsFailed,
  });
  if (org.isPending) return <PageSpinner />;
  if (!advancePay) return <NotAvailable />;

  const columns = transactionColumns(t, {
    viewPath: PATHS.transactions,
    onFollow: navigate,
  }) as ResourceColumn<AdvanceTransactionRow>[];
  const getPaid = routeOf(PATHS.getPaid) ? (
    <Button variant="primary" onClick={() => navigate(PATHS.getPaid)} data-testid="get-paid-button">
      {t('shell.getPaid')}
    </Button>
  ) : undefined;
  const monthText = period === ALL ? t('advancePay.anyMonth') : t.month(period);

  return (
    <ResourceTable<AdvanceTransactionRow>
      tableId={TABLE_ID}
      title={t.localize(TITLES.transactions)}
      description={t('advancePay.transactionsDescription')}
      resourceName="transactions"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize }}
      trackBy="id"
      columnDefinitions={columns}
      filteringFields={['period', 'reasonForWithdrawal', 'status']}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <MonthSelect value={period} onChange={setPeriod} all={{ value: ALL, label: t('advancePay.allMonths') }} />
          {getPaid}
        </SpaceBetween>
      }
      emptyText={t('advancePay.noWithdrawalsIn', { month: monthText })}
      emptyAction={getPaid}
      testId="table-employee-transactions"
    />
  );
}
