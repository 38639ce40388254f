import { withdrawalNotices as en } from '../../i18n/catalogue/en/withdrawal-notices';
import { withdrawalNotices as ms } from '../../i18n/catalogue/ms/withdrawal-notices';
import { withdrawalNotices as zh } from '../../i18n/catalogue/zh/withdrawal-notices';
import { serverCatalogue, type ServerMessages } from '../../i18n/server-messages';
import { formatRm, senToRm, type Sen } from '../money/money';
import { isoToDisplay } from '../time/date-text';
import { klDate, klDateTimeText } from '../time/time';
import { expectedCreditDateOf } from '../time/working-days';
import type { HolidayCalendar } from '../time/holiday-calendar';
import type { AdvanceStatus, AdvanceTransactionRecord } from './advance-transaction';

/**
 * The word an employee gets at each step of a withdrawal (docs/rules.md#withdrawal-notices): an
 * SMS to the verified number on record and an e-mail where there is one, in their language. A
 * notice names the amount and at most the last 4 digits of the account, never the full number.
 */

/** The notices' words in one language (the catalogue's `withdrawalNotices` area). */
export type WithdrawalNoticeMessages = ServerMessages<keyof typeof en>;

/** The notices' words in the person's language; English when they have not chosen one. */
export const { messagesIn: withdrawalNoticeMessagesIn } = serverCatalogue<keyof typeof en>({ en, ms, zh });

/** The steps the employee hears of. */
export type WithdrawalStep =
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'sentToBank'
  | 'completed'
  /** Still pending at its decision due time: every Manager reminded (docs/rules.md#decision-deadline-and-escalation). */
  | 'escalated'
  /** Still pending after twice the approval time: passed to the backup approver. */
  | 'escalatedToBackup'
  /** Its instant payout failed: back with the end-of-day batch, without the instant fee (docs/rules.md#instant-payout). */
  | 'instantFailed';

/**
 * The step a change of a withdrawal is (`before` absent: the request itself), or undefined when
 * the employee is not told (an administrator's processing by hand, a return to approved after
 * the bank refused a file: the withdrawal goes on as before).
 */
export function stepOf(
  before: { status: AdvanceStatus; sentToBank?: boolean } | undefined,
  after: Pick<AdvanceTransactionRecord, 'status' | 'sentToBank'>,
): WithdrawalStep | undefined {
  if (!before) return 'submitted';
  if (before.status === after.status && !!before.sentToBank === !!after.sentToBank) return undefined;
  switch (after.status) {
    case 'approved':
      return before.status === 'pending' ? 'approved' : undefined;
    case 'rejected':
    case 'cancelled':
    case 'completed':
      return after.status;
    case 'processing':
      return after.sentToBank && !before.sentToBank ? 'sentToBank' : undefined;
    default:
      return undefined;
  }
}

export interface WithdrawalNoticeContext {
  /** The person's first name, for the e-mail's greeting. */
  firstName: string;
  /** The person's messages (English when not given). */
  messages?: WithdrawalNoticeMessages;
  /** Now (for the expected credit date of a withdrawal still waiting for its run). */
  now?: Date;
  /** The business calendar the expected credit date skips (lambdas/data/calendar/holidays.ts). */
  holidays: HolidayCalendar;
  /** When the decision on a pending request is due (its escalation notice names it). */
  decisionDueAt?: Date;
  /** When an escalated request goes to the backup approver, if one is named (the escalation's e-mail names it). */
  backupDueAt?: Date;
}

/** 'RM 1,234.56', as amounts are shown in every language. */
const rmText = (sen: Sen): string => formatRm(senToRm(sen));

const SUBJECT = {
  submitted: 'withdrawalNotices.subjectSubmitted',
  approved: 'withdrawalNotices.subjectApproved',
  rejected: 'withdrawalNotices.subjectRejected',
  cancelled: 'withdrawalNotices.subjectCancelled',
  sentToBank: 'withdrawalNotices.subjectSentToBank',
  completed: 'withdrawalNotices.subjectCompleted',
  escalated: 'withdrawalNotices.subjectEscalated',
  escalatedToBackup: 'withdrawalNotices.subjectEscalated',
  instantFailed: 'withdrawalNotices.subjectInstantFailed',
} as const;

/** 'your account ending 2222' (the last 4 digits only), or 'your bank account' when none is recorded. */
function accountText(tx: AdvanceTransactionRecord, m: WithdrawalNoticeMessages): string {
  const digits = (tx.banking?.accountNumber ?? '').replace(/\D/g, '');
  return digits
    ? m.format('withdrawalNotices.accountEnding', { digits: digits.slice(-4) })
    : m.format('withdrawalNotices.yourAccount');
}

/** The sentence of a step, in the person's language (the SMS after the product's name, the e-mail's body). */
export function stepSentence(step: WithdrawalStep, tx: AdvanceTransactionRecord, ctx: WithdrawalNoticeContext): string {
  const m = ctx.messages ?? withdrawalNoticeMessagesIn('en');
  const now = ctx.now ?? new Date();
  const amount = rmText(tx.amountSen);
  const net = rmText(tx.netAmountSen ?? tx.amountSen);
  const account = accountText(tx, m);
  const expected = isoToDisplay(expectedCreditDateOf(tx, ctx.holidays, now));
  const reason = tx.reason?.trim() || m.format('withdrawalNotices.noReason');
  switch (step) {
    case 'submitted':
      return tx.status === 'approved'
        ? m.format('withdrawalNotices.submittedApproved', { amount, account, date: expected })
        : m.format('withdrawalNotices.submitted', { amount });
    case 'approved':
      return m.format('withdrawalNotices.approved', { amount, account, date: expected });
    case 'rejected':
      return m.format('withdrawalNotices.rejected', { amount, reason });
    case 'cancelled':
      return m.format('withdrawalNotices.cancelled', { amount, reason });
    case 'sentToBank':
      return m.format('withdrawalNotices.sentToBank', { amount, net, account, date: expected });
    case 'escalated':
      return m.format('withdrawalNotices.escalated', {
        amount,
        due: klDateTimeText(ctx.decisionDueAt ?? now),
      });
    case 'escalatedToBackup':
      return m.format('withdrawalNotices.escalatedToBackup', { amount });
    case 'instantFailed':
      return m.format('withdrawalNotices.instantFailed', { amount, net, account, date: expected });
    case 'completed':
      // Paid by the gateway (an instant payout) or by the bank transfer.
      return m.format(
        tx.instantState === 'paid' ? 'withdrawalNotices.completedInstant' : 'withdrawalNotices.completed',
        {
          amount,
          net,
          account,
          date: isoToDisplay(tx.transferDate ?? klDate(now)),
        },
      );
  }
}

/** The SMS of a step: the product's name, then the step's sentence. */
export function withdrawalNoticeSms(
  step: WithdrawalStep,
  tx: AdvanceTransactionRecord,
  ctx: WithdrawalNoticeContext,
): string {
  const m = ctx.messages ?? withdrawalNoticeMessagesIn('en');
  return m.format('withdrawalNotices.sms', { text: stepSentence(step, tx, ctx) });
}

/** The e-mail of a step: its subject, the greeting, the step's sentence and how to turn these messages off. */
export function withdrawalNoticeEmail(
  step: WithdrawalStep,
  tx: AdvanceTransactionRecord,
  ctx: WithdrawalNoticeContext,
): { subject: string; text: string } {
  const m = ctx.messages ?? withdrawalNoticeMessagesIn('en');
  const subjectStep = step === 'submitted' && tx.status === 'approved' ? 'approved' : step;
  return {
    subject: m.format(SUBJECT[subjectStep], { amount: rmText(tx.amountSen) }),
    text: [
      m.format('withdrawalNotices.hello', { firstName: ctx.firstName }),
      '',
      stepSentence(step, tx, ctx),
      ...(step === 'escalated' && ctx.backupDueAt
        ? [m.format('withdrawalNotices.escalatedNext', { time: klDateTimeText(ctx.backupDueAt) })]
        : []),
      '',
      m.format('withdrawalNotices.turnOff'),
    ].join('\n'),
  };
}
