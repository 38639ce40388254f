import { STATEMENT_MESSAGES, type MonthlyStatementRow } from '../../../../shared/domain/advance-pay/monthly-statement';
import { formatRm } from '../../../../shared/domain/money/money';
import { usePagedList } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { NotAvailable } from '../../components/not-available';
import { actionsColumn } from '../../components/row-actions';
import { statementPath } from './statement-paths';
import { useT } from '../../i18n/i18n';

const money = (
  id: 'totalWithdrawn' | 'serviceFee' | 'totalReceived' | 'totalDeductable' | 'balancePayable',
  header: string,
): ResourceColumn<MonthlyStatementRow> => ({
  id,
  header,
  cell: (s) => formatRm(s[id]),
  sortingField: id,
});

const TABLE_ID = 'advance-pay-monthly-statements';

/**
 * /advance-pay/statements/monthly: the employee's monthly statements, newest first, paged on the
 * server (one more a month, for as long as they work there), each with a view link
 * (docs/rules.md#monthly-statements).
 */
export function MonthlyStatementsPage() {
  const t = useT();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const list = usePagedList(
    'advancePayEmployee-getMonthlyStatements',
    {},
    { pageSize, enabled: advancePay, errorToast: STATEMENT_MESSAGES.listFailed },
  );
  if (org.isPending) return <PageSpinner />;
  if (!advancePay) return <NotAvailable />;

  const columns: ResourceColumn<MonthlyStatementRow>[] = [
    // Sorting by the key orders the periods in time ('2026-11' after '2026-02').
    { id: 'period', header: t('advancePay.payPeriod'), cell: (s) => t.month(s.periodKey), sortingField: 'periodKey' },
    money('totalWithdrawn', t('statements.totalWithdrawn')),
    money('serviceFee', t('advancePay.serviceFeeLabel')),
    // A column the product adds (issue 9): what reached the account, beside the amounts asked for.
    money('totalReceived', t('statements.totalReceived')),
    money('totalDeductable', t('statements.totalDeductable')),
    money('balancePayable', t('statements.balancePayable')),
    {
      id: 'statementDate',
      header: t('statements.statementDate'),
      cell: (s) => isoToDisplay(s.statementDate),
      sortingField: 'statementDate',
    },
    actionsColumn<MonthlyStatementRow>({
      header: t('statements.actions'),
      menuLabel: (s) => t('statements.viewStatement', { period: t.month(s.periodKey) }),
      actions: (s) => [
        {
          id: `statement-view-${s.id}`,
          text: t('advancePay.view'),
          href: statementPath(s.id),
          ariaLabel: t('statements.viewStatement', { period: t.month(s.periodKey) }),
        },
      ],
    }),
  ];

  return (
    <ResourceTable<MonthlyStatementRow>
      tableId={TABLE_ID}
      title={t('shell.monthlyStatements')}
      description={t('statements.description')}
      resourceName="statements"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize }}
      trackBy="id"
      columnDefinitions={columns}
      filteringFields={['period', 'periodKey', 'statementDate']}
      emptyText={t('statements.empty')}
      testId="table-monthly-statements"
    />
  );
}
