import { ulid } from 'ulid';
import { messagesIn } from '../../../shared/i18n/server-messages';
import type { AdvanceTransactionRecord, PayoutChoice } from '../../../shared/domain/advance-pay/advance-transaction';
import { bankNameOf } from '../../../shared/domain/employees/employee';
import {
  asSen,
  formatRm,
  maxSen,
  rmTextOfSen,
  senToRm,
  subtractSen,
  ZERO_SEN,
  type Sen,
} from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { bankChangeReview, limitMessage, withdrawalFees } from '../../../shared/domain/advance-pay/withdrawal-rules';
import { ownCapMessage } from '../../../shared/domain/advance-pay/self-limits';
import { AUTO_RULE_BY, autoRuleText, ruleApproves } from '../../../shared/domain/advance-pay/auto-approval-rule';
import { expectedCreditDateOf } from '../../../shared/domain/time/working-days';
import { businessCalendar } from '../../data/calendar/calendar-read';
import { AppError } from '../../../shared/registry/errors';
import { paths } from '../../../shared/routes';
import type { Caller } from '../../core/caller';
import { logger } from '../../core/powertools';
import { siteLink } from '../../core/site-links';
import { getWithdrawnThisPeriodSen } from '../../data/advance-pay/advance-pay-summaries';
import { newTransactionItems, writeAdvanceTransactionItems } from '../../data/advance-pay/advance-transactions';
import {
  checkWithdrawalCode,
  CODE_BUSY_MESSAGE,
  consumeCodeItem,
  issueWithdrawalCode,
  releaseTry,
  WITHDRAWAL_MAX_WRONG_CODES,
  withdrawWithdrawalCode,
} from '../../data/advance-pay/withdrawal-codes';
import { frequencyGuardItem } from '../../data/advance-pay/withdrawal-guards';
import type { ManagementSettings } from '../../data/organisations/management-settings';
import { isWriteConflict, type WriteConflict } from '../../data/table/table';
import { LOCKED_MESSAGE, lockAccount, WRONG_CODES_REASON } from '../identity/account-locks';
import { sendVerificationSms } from '../identity/verification-sms';
import { sendEmail } from '../messages/outbox';
import { sendWithdrawalNotices } from './withdrawal-notices';
import { payInstantly } from './instant-payout';
import {
  assertAllowed,
  assertWithdrawalSteps,
  loadWithdrawalEvaluation,
  type WithdrawalEvaluation,
} from './withdrawals';

/**
 * An employee's withdrawal request, both steps (docs/rules.md#verification-codes-and-lock-out):
 * `sendWithdrawalCode` (Get Paid's first step) and `requestWithdrawal` (the confirmation, which
 * stores the withdrawal). Each reads through `loadWithdrawalEvaluation` (./withdrawals.ts: the
 * caller's organisation worked out once there, one BatchGetItem and one Query), judges with the
 * pure rules, and writes through the data modules named above.
 */

/** Who records the automatic approval of a policy with `autoApproval`. */
export const AUTO_APPROVAL_BY = 'Auto-approval (withdrawal policy)';
/** Where a manager reviews requests, as a full link when the site's address is configured. */
export const managementTransactionsLink = (): string => siteLink(paths.managementTransactions());

/** What the employee asks a code for (the amount in sen: the handler converts the RM typed). */
export interface CodeRequest {
  amountSen: Sen;
  reason: string;
  /** The payout the code confirms (standard when absent): a code is bound to it too. */
  payout?: PayoutChoice;
}

/** What the employee confirms with the code (the amount in sen: the handler converts the RM typed). */
export interface WithdrawalRequest {
  amountSen: Sen;
  reasonForWithdrawal: string;
  verificationCode: string;
  /** Instant (the gateway, for the organisation's instant fee) or standard (the end-of-day batch, the default). */
  payout?: PayoutChoice;
}

/** 4xx of an instant payout the organisation does not offer (nothing is written, the code stays unused). */
export const INSTANT_NOT_OFFERED = 'Your employer does not offer instant payout. Choose the standard payout instead.';

const refused = (message: string, field = 'amount') =>
  new AppError('FAILED_PRECONDITION', message, [{ field, message }]);

/** The payout asked for, refused (400 on `payout`) when instant where the organisation does not offer it. */
function payoutOf(input: { payout?: PayoutChoice }, org: { instantPayout?: 'yes' | 'no' }): PayoutChoice {
  if (input.payout === 'instant' && org.instantPayout !== 'yes') throw refused(INSTANT_NOT_OFFERED, 'payout');
  return input.payout ?? 'standard';
}

/**
 * Get Paid's first step: the request is checked as `requestWithdrawal` will check it, then a
 * 6-digit code bound to this amount, reason and payout goes by SMS (shown 'R-123456') to the
 * verified mobile number on record; a code whose SMS could not be sent is withdrawn again.
 */
export async function sendWithdrawalCode(caller: Caller, input: CodeRequest): Promise<true> {
  const { orgId, org, employee, evaluation } = await loadWithdrawalEvaluation(caller);
  const { amountSen } = input;
  assertAllowed(evaluation, amountSen);
  assertWithdrawalSteps(employee);
  const payout = payoutOf(input, org);
  const now = epochSeconds();
  const code = await issueWithdrawalCode(orgId, caller.userId, { amountSen, reason: input.reason, payout }, now);
  try {
    // Only ever to the verified number on record, within the number's daily allowance.
    await sendVerificationSms(
      {
        to: employee.mobileNumber,
        // In the person's language (docs/i18n.md); the English is the spec's.
        text: messagesIn(caller.user.language).format('sent.withdrawalCodeSms', {
          code,
          amount: rmTextOfSen(amountSen),
        }),
      },
      now,
    );
  } catch (err) {
    await withdrawWithdrawalCode(orgId, caller.userId, now);
    throw err;
  }
  return true;
}

/**
 * Confirming: the rules are checked again, the code is checked (a wrong one counted; the fifth in
 * a row locks the account: 403 OUT_OF_RANGE), and the withdrawal is written in ONE DynamoDB
 * transaction with: its summaries (the employee's capped at the least cap, so racing requests can
 * never together pass the withdrawable amount), the frequency guard (unchanged since read, so
 * racing requests cannot both pass the frequency rule) and the code's consumption (so one code
 * confirms one withdrawal). Then the new-request e-mail to management and the employee's notice
 * (./withdrawal-notices.ts), neither of which can fail the stored request.
 */
export async function requestWithdrawal(
  caller: Caller,
  input: WithdrawalRequest,
): Promise<AdvanceTransactionRecord & { expectedCreditDate?: string }> {
  const at = new Date();
  // The holiday calendar (the notices' and the answer's dates) is kept by the container: read, when
  // it is not yet, beside the facts rather than after the write.
  const calendar = businessCalendar(at);
  calendar.catch(() => undefined);
  // The code item and the management settings come in the facts' one BatchGetItem (at most 3 reads a call).
  const loaded = await loadWithdrawalEvaluation(caller, at, { code: true, settings: true });
  const { orgId, org, employee, evaluation: e, guardTxId } = loaded;
  const { amountSen } = input;
  assertAllowed(e, amountSen);
  assertWithdrawalSteps(employee);
  const payout = payoutOf(input, org);
  const instant = payout === 'instant';

  const now = epochSeconds(e.at);
  const check = await checkWithdrawalCode(
    orgId,
    caller.userId,
    input.verificationCode,
    { amountSen, reason: input.reasonForWithdrawal, payout },
    now,
    loaded.code,
  );
  if (check.outcome === 'refused' && !check.locked) {
    // The window's tries are taken by requests still being checked (a double-click, a retrying
    // client): this code is not compared, and nothing is locked.
    throw new AppError('THROTTLED', CODE_BUSY_MESSAGE, [{ field: 'verificationCode', message: CODE_BUSY_MESSAGE }]);
  }
  if (check.outcome === 'refused') {
    // Five wrong codes were counted (a racing request is locking the account, or did): this code is
    // never compared. The lock is made sure of, idempotently.
    const { lockedAt } = await lockAccount(caller.user, WRONG_CODES_REASON, now);
    throw new AppError('ACCOUNT_LOCKED', 'Your account is locked! Please contact support for help.', [
      { field: 'lockedAt', message: String(lockedAt) },
      { field: 'lockedReason', message: WRONG_CODES_REASON },
    ]);
  }
  if (check.outcome === 'wrong') {
    if (check.locked) {
      const { lockedAt } = await lockAccount(caller.user, WRONG_CODES_REASON, now);
      throw new AppError('OUT_OF_RANGE', LOCKED_MESSAGE, [
        { field: 'lockedAt', message: String(lockedAt) },
        { field: 'lockedReason', message: WRONG_CODES_REASON },
      ]);
    }
    const left = WITHDRAWAL_MAX_WRONG_CODES - check.wrongCodes;
    throw refused(
      `Wrong verification code. ${left} ${left === 1 ? 'try' : 'tries'} left before your account is locked.`,
      'verificationCode',
    );
  }

  const paidBy = org.serviceFeePaidBy ?? 'employee';
  // The instant fee is the employee's (their choice), taken from what they receive.
  const { feeSen, instantFeeSen, netAmountSen } = withdrawalFees(amountSen, {
    serviceFeePercentage: org.serviceFeePercentage ?? 0,
    paidBy,
    ...(instant ? { instantFeePercentage: org.instantPayoutFeePercentage ?? 0 } : {}),
  });
  const by = employee.name || caller.user.displayName || caller.user.email;
  // A new bank account waits a day for a person to look at it (the cooling-off), policy or rule alike.
  const review = bankChangeReview(employee.bankAccountChangedAt, now);
  const rule = loaded.settings?.approvalRule;
  const byPolicy = e.policy?.autoApproval === true && !review;
  const byRule =
    !byPolicy &&
    ruleApproves(rule, {
      amountSen,
      approvedByRuleThisPeriod: loaded.approvedByRuleThisPeriod,
      inCoolingOff: review !== null,
    });
  const autoApproved = byPolicy || byRule;
  const approver = byRule ? AUTO_RULE_BY : AUTO_APPROVAL_BY;
  const tx: AdvanceTransactionRecord = {
    id: ulid(),
    orgId,
    orgName: org.name,
    employeeICNumber: employee.employeeICNumber,
    email: employee.email || caller.user.email,
    status: autoApproved ? 'approved' : 'pending',
    period: e.period.text,
    periodKey: e.period.key,
    amountSen,
    netAmountSen,
    feeSen,
    serviceFeePaidBy: paidBy,
    payout,
    ...(instant ? { instantFeeSen, instantState: 'due' as const } : {}),
    salarySen: e.salarySen,
    banking: {
      bank: employee.bank || bankNameOf(employee.bankCode),
      bankCode: employee.bankCode,
      accountNumber: employee.accountNumber,
    },
    reasonForWithdrawal: input.reasonForWithdrawal,
    ...(review && (e.policy?.autoApproval || rule)
      ? { reviewReason: `Waits for a manager's approval: ${review.message}` }
      : {}),
    createdBy: by,
    createdAt: now,
    modifiedAt: now,
    modifiedBy: autoApproved ? approver : by,
    history: [
      { status: 'pending', at: now, by },
      ...(autoApproved
        ? [
            {
              status: 'approved' as const,
              at: now,
              by: approver,
              reason:
                byRule && rule
                  ? `Within the organisation's approval rule: ${autoRuleText(rule)}`
                  : 'The withdrawal policy approves requests automatically',
            },
          ]
        : []),
    ],
  };

  const txItems = newTransactionItems(tx, { maxWithdrawnThisPeriodSen: e.maxWithdrawnSen });
  const items = [
    ...txItems,
    frequencyGuardItem(orgId, employee.employeeICNumber, guardTxId, tx),
    consumeCodeItem(orgId, caller.userId, check.codeHash),
  ];
  try {
    await writeAdvanceTransactionItems(items);
  } catch (err) {
    if (isWriteConflict(err)) {
      const refusal = await cancelledRefusal(err, txItems.length, e, orgId, employee.employeeICNumber);
      // A right code refused (a race on the limit, the frequency or the code itself) gives its try back.
      await releaseTry(orgId, caller.userId);
      throw refusal;
    }
    throw err;
  }

  // The employee and their user are at hand: nothing is read again.
  const known = { employees: [employee], users: [caller.user] };
  // The management's e-mail and the employee's notices go out together (neither throws).
  await Promise.all([
    // The settings were read with the facts (asked for above).
    notifyManagement(loaded.settings ?? {}, tx, employee.name || by).catch((error: unknown) => {
      // The withdrawal is stored; a notification that could not be queued must not make it look failed.
      logger.error('Could not queue the new-request e-mail', { error: error as Error });
    }),
    sendWithdrawalNotices([{ after: tx }], known),
  ]);
  // Approved at once: an instant payout is paid now (a failed one waits for the end-of-day batch).
  const written = await payInstantly(tx, employee.name || by, known);
  return { ...written, expectedCreditDate: expectedCreditDateOf(written, await calendar, e.at) };
}

/**
 * Why the TransactWrite was cancelled, read from its cancellation reasons (items: the
 * transaction, its summaries, the guard, the code): the cap → the limit message with what is
 * left now; the guard → the frequency rule; the code → already used.
 */
async function cancelledRefusal(
  err: WriteConflict,
  txItemCount: number,
  e: WithdrawalEvaluation,
  orgId: string,
  ic: string,
): Promise<AppError> {
  const failed = err.codes.map((code, i) => (code && code !== 'None' ? i : -1)).filter((i) => i >= 0);
  const guardIndex = txItemCount;
  const codeIndex = txItemCount + 1;
  if (failed.includes(codeIndex) && !failed.some((i) => i < txItemCount)) {
    return refused('This verification code was already used. Please ask for a new code.', 'verificationCode');
  }
  if (failed.includes(guardIndex) && !failed.some((i) => i < txItemCount)) {
    return refused('You have reached the number of withdrawals your policy allows for now.', 'frequencyExceeded');
  }
  const withdrawnNow = await getWithdrawnThisPeriodSen(orgId, ic, e.period.key);
  const left = maxSen(ZERO_SEN, subtractSen(e.maxWithdrawnSen, withdrawnNow));
  // The employee's own monthly limit, when it is the cap the write met, is named as theirs.
  const ownCap = e.ownCapBinds ? e.selfLimits.monthlyCapSen : null;
  return refused(ownCap === null ? limitMessage(left) : ownCapMessage(asSen(ownCap), left));
}

/** The new-request e-mail to the notifications e-mail (docs/rules.md#advance-pay-settings), through the outbox. */
async function notifyManagement(
  { notificationsEmail }: ManagementSettings,
  tx: AdvanceTransactionRecord,
  employeeName: string,
): Promise<void> {
  if (!notificationsEmail) return;
  await sendEmail({
    to: notificationsEmail,
    subject: `New Advance Pay request: ${employeeName}, ${formatRm(senToRm(tx.amountSen))}`,
    text:
      `${employeeName} (IC ${tx.employeeICNumber}) asked for an Advance Pay withdrawal of ${formatRm(senToRm(tx.amountSen))} ` +
      `for "${tx.reasonForWithdrawal}" (${tx.period}).\n` +
      `Status: ${tx.status === 'approved' ? `approved automatically by ${tx.modifiedBy === AUTO_RULE_BY ? "the organisation's approval rule" : 'the withdrawal policy'}` : 'pending your approval'}.\n` +
      (tx.reviewReason
        ? `The employee's bank account changed less than 24 hours ago, so this request needs a person's approval.\n`
        : '') +
      `Review it at ${managementTransactionsLink()}\n`,
  });
}
