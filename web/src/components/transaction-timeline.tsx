import { isoToDisplay } from './date-text';
import Box from '@cloudscape-design/components/box';
import Steps, { type StepsProps } from '@cloudscape-design/components/steps';
import type { AdvanceStatus, AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { expectedCreditDateOf as creditDateOf } from '../../../shared/domain/time/working-days';
import type { HolidayCalendar } from '../../../shared/domain/time/holiday-calendar';
import { formatDateTime } from './format';
import { useT } from '../i18n/i18n';

/** What the timeline needs of a transaction (any of the employee, management or admin shapes). */
export type TimelineTransaction = Pick<AdvanceTransaction, 'status' | 'createdAt'> &
  Partial<
    Pick<
      AdvanceTransaction,
      'history' | 'transferDate' | 'sentToBank' | 'modifiedAt' | 'reason' | 'payout' | 'gatewayReference'
    >
  > & {
    /** The server's expected credit date (it skips the business calendar's holidays), when the answer has it. */
    expectedCreditDate?: string;
  };

/** Weekends only: the site does not read the business calendar (the server's date is used when given). */
const WEEKENDS_ONLY: HolidayCalendar = { holidayOn: () => undefined };

/** The time of the last history entry with that status (undefined when none). */
const changedAt = (t: TimelineTransaction, status: AdvanceStatus): number | undefined =>
  [...(t.history ?? [])].reverse().find((h) => h.status === status)?.at;

/** The date ('yyyy-MM-dd') the money is expected in the employee's account (shared/domain/working-days.ts); undefined once finished. */
export const expectedCreditDateOf = (t: TimelineTransaction): string | undefined =>
  t.expectedCreditDate ?? creditDateOf(t, WEEKENDS_ONLY);

/**
 * The life of a withdrawal as steps: Requested, Approved, Sent to bank, Completed, each with its
 * time from `history` when known; a rejected or cancelled one ends with that step and its reason.
 * Pending steps say what happens next, and the Completed step shows the expected credit date. An
 * instant payout (docs/rules.md#instant-payout) is paid by DuitNow instead of being sent to the bank
 * (once fallen back to the batch it is `standard` again, and goes as any other).
 */
export function TransactionTimeline({ transaction: t }: { transaction: TimelineTransaction }) {
  const text = useT();
  const requested = text('advancePay.requested');
  const approved = text('status.approved');
  const sentToBank = text('advancePay.sentToBank');
  const completed = text('status.completed');
  const when = (at: number | undefined) => (at ? formatDateTime(at) : undefined);
  const reached = (status: AdvanceStatus) =>
    ['approved', 'processing', 'completed'].indexOf(t.status) >=
    ['approved', 'processing', 'completed'].indexOf(status);
  const expected = expectedCreditDateOf(t);
  const steps: StepsProps.Step[] = [{ status: 'success', header: requested, details: when(t.createdAt) }];

  if (t.status === 'rejected' || t.status === 'cancelled') {
    const approvedAt = changedAt(t, 'approved');
    if (approvedAt) steps.push({ status: 'success', header: approved, details: when(approvedAt) });
    const processingAt = changedAt(t, 'processing');
    if (processingAt) steps.push({ status: 'success', header: sentToBank, details: when(processingAt) });
    const endedAt = changedAt(t, t.status) ?? t.modifiedAt;
    steps.push({
      status: 'error',
      header: text(t.status === 'rejected' ? 'status.rejected' : 'status.cancelled'),
      details: [when(endedAt), t.reason].filter(Boolean).join(' — ') || undefined,
    });
  } else {
    steps.push(
      reached('approved')
        ? { status: 'success', header: approved, details: when(changedAt(t, 'approved')) }
        : { status: 'pending', header: approved, details: text('advancePay.waitingForApproval') },
    );
    const sent = t.status === 'completed' || (t.status === 'processing' && t.sentToBank === true);
    const instantStep = text('advancePay.instantPayoutStep');
    steps.push(
      t.payout === 'instant'
        ? t.status === 'completed'
          ? {
              status: 'success',
              header: instantStep,
              details: [when(changedAt(t, 'completed')), t.gatewayReference].filter(Boolean).join(' — ') || undefined,
            }
          : { status: 'pending', header: instantStep, details: text('advancePay.instantWithinMinutes') }
        : sent
          ? { status: 'success', header: sentToBank, details: when(changedAt(t, 'processing')) }
          : {
              status: 'pending',
              header: sentToBank,
              details: text('advancePay.inEndOfDayTransfer'),
            },
    );
    steps.push(
      t.status === 'completed'
        ? {
            status: 'success',
            header: completed,
            details:
              [
                when(changedAt(t, 'completed')),
                t.transferDate && text('advancePay.transferredOn', { date: isoToDisplay(t.transferDate) }),
              ]
                .filter(Boolean)
                .join(' — ') || undefined,
          }
        : {
            status: 'pending',
            header: completed,
            details: expected ? text('advancePay.expectedByDate', { date: isoToDisplay(expected) }) : undefined,
          },
    );
  }

  return (
    <Box data-testid="transaction-timeline">
      <Steps steps={steps} ariaLabel={text('advancePay.transactionTimeline')} />
    </Box>
  );
}
