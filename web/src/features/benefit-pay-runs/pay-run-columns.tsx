import { isoToDisplay } from '../../components/date-text';
import { formatRm } from '../../../../shared/domain/money/money';
import type { PayRun } from '../../../../shared/domain/benefits/pay-run';
import { formatDateTime } from '../../components/format';
import type { ResourceColumn } from '../../components/resource-table';
import { actionsColumn } from '../../components/row-actions';
import { RouterLink } from '../../components/router-link';
import { PayRunStatusBadge } from './pay-run-status';

/** Where a row's links lead: the details, and the edit screen when the row may be edited. */
export interface RowLinks {
  details: (run: PayRun) => string;
  edit: (run: PayRun) => string | undefined;
}

/** The columns of a pay run list (management and admin); `withOrg` adds the organisation column. */
export function payRunColumns(links: RowLinks, withOrg = false): ResourceColumn<PayRun>[] {
  return [
    {
      id: 'benefitName',
      header: 'Benefit',
      freeText: true,
      sortingField: 'benefitName',
      cell: (r) => (
        <RouterLink href={links.details(r)} testId={`pay-run-link-${r.id}`}>
          {r.benefitName}
        </RouterLink>
      ),
    },
    // The status next to the benefit, then the organisation: at a laptop's width the columns a
    // person acts on (status, actions) stay in view whatever the organisation's name.
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (r) => <PayRunStatusBadge status={r.status} testId={`pay-run-status-${r.id}`} />,
    },
    ...(withOrg
      ? [
          {
            id: 'orgName',
            header: 'Organization',
            sortingField: 'orgName',
            cell: (r: PayRun) => r.orgName ?? r.orgId,
            freeText: true,
          },
        ]
      : []),
    // Details beside the pay day, left out by default so that the table fits a laptop's width.
    { id: 'period', header: 'Period', sortingField: 'periodKey', cell: (r) => r.period, hiddenByDefault: true },
    { id: 'payType', header: 'Pay Type', sortingField: 'payType', cell: (r) => r.payType, hiddenByDefault: true },
    { id: 'payDay', header: 'Pay Day', sortingField: 'payDay', cell: (r) => isoToDisplay(r.payDay) },
    {
      id: 'employeesNetPay',
      header: 'Net Pay',
      sortingField: 'employeesNetPay',
      cell: (r) => formatRm(r.employeesNetPay),
    },
    {
      id: 'eligibleEmployees',
      header: 'Eligible Employees',
      sortingField: 'eligibleEmployees',
      cell: (r) => `${r.eligibleEmployees} of ${r.totalEmployees}`,
    },
    {
      id: 'modifiedBy',
      header: 'Modified By',
      freeText: true,
      sortingField: 'modifiedBy',
      cell: (r) => r.modifiedBy,
      hiddenByDefault: true,
    },
    {
      id: 'modifiedAt',
      header: 'Modified Date',
      sortingField: 'modifiedAt',
      cell: (r) => formatDateTime(r.modifiedAt),
      hiddenByDefault: true,
    },
    {
      id: 'approvedBy',
      header: 'Approved By',
      freeText: true,
      sortingField: 'approvedBy',
      cell: (r) => r.approvedBy ?? '-',
      hiddenByDefault: true,
    },
    actionsColumn<PayRun>({
      header: 'Actions',
      menuLabel: (r) => `Actions for ${r.benefitName}`,
      actions: (r) => {
        const edit = links.edit(r);
        return edit ? [{ id: `pay-run-edit-${r.id}`, text: 'Edit', href: edit }] : [];
      },
    }),
  ];
}
