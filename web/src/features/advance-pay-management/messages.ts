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
/**
 * How approved requests are paid (docs/rules.md#instant-payout), said in the approval's dialog: an
 * instant payout at once by DuitNow, the others with the next end-of-day bank transfer.
 */
export function paidOnApprovalText(requests: readonly { payout?: 'standard' | 'instant' }[]): string {
  const instant = requests.filter((r) => r.payout === 'instant').length;
  if (requests.length === 1)
    return instant
      ? 'The employee chose an instant payout: it is paid by DuitNow as soon as you approve.'
      : 'It will be paid out in the next end-of-day bank transfer.';
  if (!instant) return 'They will be paid out in the next end-of-day bank transfer.';
  const others = requests.length - instant;
  if (!others) return 'They are instant payouts, paid by DuitNow as soon as you approve.';
  return (
    `${instant === 1 ? '1 of them is an instant payout' : `${instant} of them are instant payouts`}, paid by DuitNow as soon as you approve` +
    `; the other${others === 1 ? '' : 's'} will be paid out in the next end-of-day bank transfer.`
  );
}
export const REASON_REQUIRED = 'Reason is required!';
export const SELECTION_HINT = `Select pending requests and choose Approve Selected (at most ${BULK_APPROVAL_MAX} at a time), or approve or reject one at a time.`;
