/** Texts of the admin Advance Pay pages. */
export const TRANSACTIONS_TITLE = 'Advance Pay - Transactions';
export const EDIT_TITLE = 'Advance Pay - Edit Transaction';
export const LIST_FAILED = 'Failed to fetch Advance Pay transactions!';
export const GET_FAILED = 'Failed to fetch the transaction!';
export const UPDATE_FAILED = 'Failed to update data!';
export const UPDATED = 'Transaction has been successfuly updated!';
export const END_OF_DAY_FAILED = 'End of day processing failed!';
export const COMPLETE_ALL_FAILED = 'Failed to complete the transactions!';
export const REPORT_FAILED = 'Failed to fetch the monthly report!';
export const FAILED_WAGES_FAILED = 'Failed to fetch the failed earned wages!';
export const RETRY_FAILED = 'Failed to retry the failed earned wages!';

export const endOfDayText = (count: number, total: string) =>
  count === 0
    ? 'Nothing to send: no approved withdrawal is waiting.'
    : `${count} transaction(s) sent to bank, ${total} in total.`;
export const completedText = (count: number) =>
  count === 0 ? 'Nothing to complete: no transaction sent to bank is waiting.' : `${count} transaction(s) completed.`;
export const retriedText = (resolved: number, failed: number) =>
  `${resolved} resolved${failed ? `, ${failed} still failing` : ''}.`;
