import { isoToDisplay } from '../../components/date-text';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { formatRm } from '../../../../shared/domain/money/money';
import type { PayRun, PayRunEmployee } from '../../../../shared/domain/benefits/pay-run';
import { formatDateTime } from '../../components/format';
import type { ResourceColumn } from '../../components/resource-table';
import { CellItems } from '../../components/resource-table-parts';
import { PayRunStatusBadge } from './pay-run-status';

const show = (v: string | undefined) => v || '-';

/** The figures and history of a run (details screens). */
export function PayRunSummary({ run }: { run: PayRun }) {
  const groups =
    run.grouping === 'teams'
      ? (run.eligibleTeams ?? []).map((t) => t.teamName).join(', ')
      : (run.eligibleCategories ?? []).map((c) => c.name).join(', ');
  return (
    <KeyValuePairs
      columns={4}
      items={[
        { label: 'Benefit Name', value: run.benefitName },
        { label: 'Amount', value: formatRm(run.amount) },
        { label: 'Pay Type', value: run.payType },
        { label: 'Status', value: <PayRunStatusBadge status={run.status} testId="pay-run-details-status" /> },
        { label: 'Period', value: run.period },
        { label: 'Pay Day', value: isoToDisplay(run.payDay) },
        { label: run.grouping === 'teams' ? 'Teams' : 'Employee Categories', value: show(groups) },
        ...(run.orgName ? [{ label: 'Organization', value: run.orgName }] : []),
        {
          label: 'Employees Net Pay',
          value: <span data-testid="pay-run-net-pay">{formatRm(run.employeesNetPay)}</span>,
        },
        {
          label: 'Eligible Employees',
          value: <span data-testid="pay-run-eligible">{`${run.eligibleEmployees} of ${run.totalEmployees}`}</span>,
        },
        { label: 'Created', value: `${formatDateTime(run.createdAt)} by ${run.createdBy}` },
        { label: 'Modified', value: `${formatDateTime(run.modifiedAt)} by ${run.modifiedBy}` },
        {
          label: 'Approved',
          value: run.approvedBy ? `${formatDateTime(run.approvedAt)} by ${run.approvedBy}` : '-',
        },
        ...(run.failureReason ? [{ label: 'Failed Payments Reason', value: run.failureReason }] : []),
      ]}
    />
  );
}

/** The employees of a run: eligibility, their benefits, net pay and wallet split. */
export const employeeColumns: ResourceColumn<PayRunEmployee>[] = [
  { id: 'employeeName', header: 'Employee', sortingField: 'employeeName', cell: (e) => e.employeeName, freeText: true },
  { id: 'employeeNumber', header: 'IC Number', sortingField: 'employeeNumber', cell: (e) => e.employeeNumber },
  { id: 'email', header: 'Email', cell: (e) => show(e.email), hiddenByDefault: true, freeText: true },
  { id: 'team', header: 'Team', cell: (e) => show(e.team?.teamName) },
  { id: 'category', header: 'Category', cell: (e) => show(e.employeeCategory?.name) },
  {
    id: 'eligible',
    header: 'Eligible',
    cell: (e) => (e.eligible ? 'Yes' : 'No (wallet election incomplete)'),
  },
  {
    id: 'benefits',
    header: 'Entitled Benefits',
    cell: (e) => <CellItems items={e.entitledBenefits.map((b) => `${b.name} ${formatRm(b.amount)}`)} />,
  },
  { id: 'netPay', header: 'Net Pay', sortingField: 'netPay', cell: (e) => formatRm(e.netPay) },
  {
    id: 'wallets',
    header: 'Wallet Split',
    cell: (e) => (
      <CellItems
        testId={`pay-run-split-${e.employeeNumber}`}
        items={e.electedWallets.map((w) => `${w.name} ${w.percentage}%${e.eligible ? ` ${formatRm(w.amount)}` : ''}`)}
      />
    ),
  },
];
