import { useQueryClient } from '@tanstack/react-query';
import type { CallableOutput } from '../../../../shared/callables/index';
import { useCallableMutation, usePagedList } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { actionsColumn } from '../../components/row-actions';
import { EMPLOYEES_FAILED } from './use-employees';

type Row = CallableOutput<'employees-getEmployeesWithMissingPaymentElection'>['items'][number];

const REMINDER_FAILED = 'Failed to send the reminder!';
const TABLE_ID = 'employees-missing-payment-election';
/** What the search box looks at: the server searches the whole list (shared/callables/employees.ts). */
const MISSING_ELECTION_SEARCH_PLACEHOLDER = 'Search employees by name, e-mail, mobile or IC number...';

/**
 * /employees/missing-payment-election: approved employees whose e-wallet allocations do not total
 * 100%, paged on the server by IC number (the list grows with the organisation).
 */
export function MissingPaymentElectionPage() {
  const queryClient = useQueryClient();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const search = useServerSearch(MISSING_ELECTION_SEARCH_PLACEHOLDER);
  const missing = usePagedList(
    'employees-getEmployeesWithMissingPaymentElection',
    { ...search.input },
    { pageSize, errorToast: EMPLOYEES_FAILED },
  );
  const remind = useCallableMutation('employees-sendPaymentElectionReminder', { errorToast: REMINDER_FAILED });

  const sendReminder = (e: Row) =>
    remind.mutate(
      { employeeICNumber: e.employeeICNumber },
      {
        onSuccess: () => {
          notify.success(`Reminder sent to ${e.email ?? e.name}.`);
          void queryClient.invalidateQueries({ queryKey: ['employees-getEmployeesWithMissingPaymentElection'] });
        },
      },
    );

  const columns: ResourceColumn<Row>[] = [
    { id: 'name', header: 'Employee Name', sortingField: 'name', cell: (e) => e.name, freeText: true },
    { id: 'email', header: 'Employee Email', sortingField: 'email', cell: (e) => e.email ?? '', freeText: true },
    {
      id: 'mobileNumber',
      header: 'Employee Mobile No.',
      sortingField: 'mobileNumber',
      cell: (e) => e.mobileNumber ?? '',
    },
    {
      id: 'allocatedPercentage',
      header: 'Allocated',
      sortingField: 'allocatedPercentage',
      cell: (e) => `${e.allocatedPercentage}%`,
    },
    {
      id: 'reminderSentAt',
      header: 'Last Reminder',
      sortingField: 'reminderSentAt',
      cell: (e) => (e.reminderSentAt ? formatDateTime(e.reminderSentAt) : '-'),
    },
    actionsColumn<Row>({
      header: 'Actions',
      menuLabel: (e) => `Actions for ${e.name}`,
      actions: (e) => [
        {
          id: `remind-${e.employeeICNumber}`,
          text: 'Send reminder',
          onClick: () => sendReminder(e),
          disabled: !e.email || (remind.isPending && remind.variables.employeeICNumber === e.employeeICNumber),
          disabledReason: e.email ? undefined : 'No e-mail address on record',
        },
      ],
    }),
  ];

  return (
    <ResourceTable<Row>
      tableId={TABLE_ID}
      title="Missing Payment Election"
      description="Approved employees who have not yet split their benefits across their e-wallets (allocations totalling 100%). Send a reminder: it e-mails them a link to Elected Wallets, once a day at most."
      resourceName="employees"
      testId="missing-payment-election-table"
      emptyText="Every approved employee has a complete payment election."
      items={[]}
      server={{ page: missing, onPageSizeChange: setPageSize, search: search.search }}
      trackBy="employeeICNumber"
      columnDefinitions={columns}
    />
  );
}
