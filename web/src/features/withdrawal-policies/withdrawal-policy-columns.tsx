import Link from '@cloudscape-design/components/link';
import { formatRm } from '../../../../shared/domain/money/money';
import { FREQUENCY_LABELS, type WithdrawalPolicy } from '../../../../shared/domain/advance-pay/withdrawal-policy';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { type ResourceColumn } from '../../components/resource-table';
import { actionsColumn } from '../../components/row-actions';
import { advancedEditPath } from './messages';

/** PENDING or APPROVED, as a status mark. */
export function PolicyStatus({ status }: { status: WithdrawalPolicy['status'] }) {
  return <EntityStatus entity="withdrawalPolicy" status={status} />;
}
export const dateText = (p: WithdrawalPolicy) =>
  p.withdrawalFrequency === 'ONCE_PER_MONTH' && p.withdrawalDate ? `From day ${p.withdrawalDate}` : '-';
export const by = (who: string | undefined, at: number | undefined) => (who ? `${who}, ${formatDateTime(at)}` : '-');

export function advancedColumns(
  follow: (href: string) => void,
  askDelete: (p: WithdrawalPolicy) => void,
): ResourceColumn<WithdrawalPolicy>[] {
  return [
    {
      id: 'salaryRange',
      header: 'Salary Range',
      sortingField: 'minSalary',
      cell: (p) => (
        <Link
          href={advancedEditPath(p.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(advancedEditPath(p.id));
          }}
          data-testid={`advanced-edit-${p.id}`}
        >
          {`${formatRm(p.minSalary ?? 0)} - ${formatRm(p.maxSalary ?? 0)}`}
        </Link>
      ),
    },
    {
      id: 'maximumWithdrawalAmount',
      header: 'Maximum Withdrawal Amount',
      sortingField: 'maximumWithdrawalAmount',
      cell: (p) => formatRm(p.maximumWithdrawalAmount),
    },
    {
      id: 'withdrawalFrequency',
      header: 'Withdrawal Frequency',
      sortingField: 'withdrawalFrequency',
      cell: (p) => FREQUENCY_LABELS[p.withdrawalFrequency],
    },
    { id: 'withdrawalDate', header: 'Withdrawal Date', cell: dateText, hiddenByDefault: true },
    {
      id: 'autoApproval',
      header: 'Auto Approval',
      cell: (p) => (p.autoApproval ? 'Yes' : 'No'),
      hiddenByDefault: true,
    },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (p) => <PolicyStatus status={p.status} /> },
    {
      id: 'modified',
      header: 'Modified',
      sortingField: 'modifiedAt',
      cell: (p) => by(p.modifiedBy, p.modifiedAt),
      hiddenByDefault: true,
    },
    { id: 'approved', header: 'Approved', cell: (p) => by(p.approvedBy, p.approvedAt), hiddenByDefault: true },
    actionsColumn<WithdrawalPolicy>({
      header: 'Actions',
      menuLabel: (p) => `Actions for the policy ${formatRm(p.minSalary ?? 0)} - ${formatRm(p.maxSalary ?? 0)}`,
      menuTestId: (p) => `advanced-actions-${p.id}`,
      actions: (p) => [
        { id: `advanced-edit-button-${p.id}`, text: 'Edit', href: advancedEditPath(p.id) },
        { id: `advanced-delete-${p.id}`, text: 'Delete', onClick: () => askDelete(p) },
      ],
    }),
  ];
}
