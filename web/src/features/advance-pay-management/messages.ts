import { BULK_APPROVAL_MAX } from '../../../../shared/domain/advance-pay/advance-pay-reports';

export {
  BULK_APPROVAL_MAX,
  BULK_APPROVAL_MAX_MESSAGE,
  ONLY_PENDING_MESSAGE,
} from '../../../../shared/domain/advance-pay/advance-pay-reports';

/** Titles and toasts of the management Advance Pay pages. */
export const TRANSACTIONS_TITLE = 'Advance Pay - Transactions';
export const DETAILS_TITLE = 'Advance Pay - Transaction Details';
export const REPORT_TITLE = 'Advance Pay - Monthly Report';
/** The toasts when a call fails. */

export const LIST_FAILED = 'Failed to retrieve the withdrawal requests!';
export const UPDATE_FAILED = 'Failed to update the withdrawal request!';
export const BULK_FAILED = 'Failed to approve the selected withdrawal requests!';
export const REPORT_FAILED = 'Failed to retrieve the monthly report!';
export const DOWNLOAD_FAILED = 'Failed to generate the payroll deduction file!';
export const REPORT_FILE_FAILED = 'Failed to generate the monthly report file!';
export const REPORT_FILE_PROGRESS_FAILED = 'Failed to retrieve the progress of the file!';

export const approvedText = (name: string) => `The withdrawal request of ${name} has been approved.`;
export const rejectedText = (name: string) => `The withdrawal request of ${name} has been rejected.`;
export const bulkApprovedText = (n: number) =>
  n === 1 ? '1 withdrawal request has been approved.' : `${n} withdrawal requests have been approved.`;
export const downloadedText = (fileName: string) => `${fileName} has been downloaded.`;
export const REASON_REQUIRED = 'Reason is required!';
export const SELECTION_HINT = `Select pending requests and choose Approve Selected (at most ${BULK_APPROVAL_MAX} at a time), or approve or reject one at a time.`;
