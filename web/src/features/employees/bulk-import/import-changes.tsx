import Box from '@cloudscape-design/components/box';
import type { ImportChanges } from '../../../../../shared/domain/employees/employee-import';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-MY')} ${n === 1 ? one : many}`;

/**
 * What an import changes besides adding employees, as the server counted it
 * (docs/rules.md#where-wages-go-the-payout-account-gate): the person confirms these numbers, and the
 * server refuses to apply the import if they are no longer the numbers.
 */
export function ImportChangesList({ changes }: { changes: ImportChanges }) {
  return (
    <div data-testid="bulk-import-changes">
      <Box variant="p">This import will:</Box>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li data-testid="bulk-import-changes-bank-accounts">
          change the bank account of {count(changes.bankAccounts, 'employee', 'employees')}
        </li>
        <li data-testid="bulk-import-changes-mobile-numbers">
          change the mobile number of {count(changes.mobileNumbers, 'employee', 'employees')}
        </li>
        <li data-testid="bulk-import-changes-suspended">
          suspend {count(changes.suspended, 'employee', 'employees')} not in the file
        </li>
      </ul>
      <Box variant="p" margin={{ top: 's' }}>
        Each employee whose bank account or mobile number changes is told by e-mail and SMS, and for 24 hours after
        their approval their Advance Pay requests wait for a manager. Confirm these numbers to import.
      </Box>
    </div>
  );
}
