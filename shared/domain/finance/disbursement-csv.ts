import { csvField } from '../money/bank-transfer';
import type { KeptPayee } from './disbursement';

// ---------------------------------------------------------------------------------------------
// The processing file
// ---------------------------------------------------------------------------------------------

/** The columns of the processing CSV, letter for letter. */
export const DISBURSEMENT_CSV_COLUMNS = ['Payee Name', 'Payee Id', 'Bank Name', 'Account No.', 'Amount'] as const;

/** The processing file's rows (after the header): one per payee. */
export const disbursementCsvRows = (payees: readonly KeptPayee[]): string[][] =>
  payees.map((p) => [p.name, p.id, p.bank ?? p.bankCode ?? '', p.accountNumber ?? '', p.amount.toFixed(2)]);

/**
 * The processing file as CSV text: fields quoted where needed, and a text field a spreadsheet would
 * run as a formula (a payee name starting with '=') made inert; the amount column stays a number.
 */
export function disbursementCsv(payees: readonly KeptPayee[]): string {
  const amountColumn = DISBURSEMENT_CSV_COLUMNS.indexOf('Amount');
  return [[...DISBURSEMENT_CSV_COLUMNS], ...disbursementCsvRows(payees)]
    .map((row) => row.map((v, i) => csvField(v, { text: i !== amountColumn })).join(','))
    .join('\r\n');
}
