import { useNavigateTo } from '../../components/use-navigate-to';
import Link from '@cloudscape-design/components/link';
import { STATEMENT_MESSAGES, type MonthlyStatementRow } from '../../../../shared/domain/advance-pay/monthly-statement';
import { formatRm } from '../../../../shared/domain/money/money';
import { usePagedList } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { NotAvailable } from '../../components/not-available';
import { statementPath } from './statement-paths';

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
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const list = usePagedList(
    'advancePayEmployee-getMonthlyStatements',
    {},
    { pageSize, enabled: advancePay, errorToast: STATEMENT_MESSAGES.listFailed },
  );
  const navigate = useNavigateTo();
  if (org.isPending) return <PageSpinner />;
  if (!advancePay) return <NotAvailable />;

  const columns: ResourceColumn<MonthlyStatementRow>[] = [
    // Sorting by the key orders the periods in time ('2026-11' after '2026-02').
    { id: 'period', header: 'Pay Period', cell: (s) => s.period, sortingField: 'periodKey' },
    money('totalWithdrawn', 'Total Withdrawn'),
    money('serviceFee', 'Service Fee'),
    // A column the product adds (issue 9): what reached the account, beside the amounts asked for.
    money('totalReceived', 'Total Received'),
    money('totalDeductable', 'Total Deductable'),
    money('balancePayable', 'Balance Payable'),
    {
      id: 'statementDate',
      header: 'Statement Date',
      cell: (s) => isoToDisplay(s.statementDate),
      sortingField: 'statementDate',
    },
    {
      id: 'view',
      header: 'Actions',
      cell: (s) => (
        <Link
          href={statementPath(s.id)}
          onFollow={(e) => {
            e.preventDefault();
            navigate(statementPath(s.id));
          }}
          ariaLabel={`View the ${s.period} statement`}
          data-testid={`statement-view-${s.id}`}
        >
          View
        </Link>
      ),
    },
  ];

  return (
    <ResourceTable<MonthlyStatementRow>
      tableId={TABLE_ID}
      title="Monthly Statements"
      description="What is deducted from your salary on pay day for the Advance Pay you received each month."
      resourceName="statements"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize }}
      trackBy="id"
      columnDefinitions={columns}
      filteringFields={['period', 'periodKey', 'statementDate']}
      emptyText="A statement appears here on the 1st of the month after a month in which you received Advance Pay."
      testId="table-monthly-statements"
    />
  );
}
