import { businessCalendar } from '../../data/calendar/calendar-read';
import type { AdvanceStatus, AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import {
  stepOf,
  withdrawalNoticeEmail,
  withdrawalNoticeMessagesIn,
  withdrawalNoticeSms,
  type WithdrawalStep,
} from '../../../shared/domain/advance-pay/withdrawal-notices';
import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { User } from '../../../shared/domain/identity/user';
import { mapLimit } from '../../core/concurrency';
import { logger } from '../../core/powertools';
import { getEmployees } from '../../data/employees/employees';
import { getUsersOfOrg } from '../../data/identity/users';
import { sendEmail, sendSms } from '../messages/outbox';
import { countWithdrawalChanges } from '../operations/money-flows';

/**
 * The withdrawal notices (docs/rules.md#withdrawal-notices): after a money step is written, each
 * employee whose withdrawal it moved hears of it, in their language, by SMS to the verified number
 * on record and by e-mail where there is one, unless they turned these notices off in the profile
 * (`notifyWithdrawalSteps` on their user). Sent only for the changes the step itself wrote, so a
 * step run again (a retried end of day) never tells twice. A notice that cannot be sent is logged,
 * never failing or undoing the step.
 *
 * Reads stay bounded on the bulk paths: the employees of an organisation's changes in one
 * BatchGetItem per 100, their users likewise, then at most {@link SEND_CONCURRENCY} messages at once.
 */

/** Messages sent at once. */
const SEND_CONCURRENCY = 8;

/** One change of a withdrawal, as written: `before` absent for the request itself. */
export interface WithdrawalChange {
  before?: { status: AdvanceStatus; sentToBank?: boolean };
  after: AdvanceTransactionRecord;
  /** The step when the status does not say it (an escalation of a pending request), and when its decision was due. */
  step?: WithdrawalStep;
  decisionDueAt?: Date;
  /** An escalation to every Manager: when the request goes to the backup approver (none named: absent). */
  backupDueAt?: Date;
}

/** What the caller already holds (the request path: the employee and their user), so nothing is read again. */
export interface KnownPeople {
  employees?: readonly EmployeeRecord[];
  users?: readonly User[];
}

interface Notice {
  step: WithdrawalStep;
  tx: AdvanceTransactionRecord;
  decisionDueAt?: Date;
  backupDueAt?: Date;
}

/** Tell the employees of these changes (those the employee hears of: see `stepOf`), never throwing. */
export async function sendWithdrawalNotices(
  changes: readonly WithdrawalChange[],
  known: KnownPeople = {},
): Promise<void> {
  countWithdrawalChanges(changes);
  const notices: Notice[] = [];
  for (const c of changes) {
    const step = c.step ?? stepOf(c.before, c.after);
    if (step) notices.push({ step, tx: c.after, decisionDueAt: c.decisionDueAt, backupDueAt: c.backupDueAt });
  }
  if (!notices.length) return;
  try {
    const byOrg = new Map<string, Notice[]>();
    for (const n of notices) byOrg.set(n.tx.orgId, [...(byOrg.get(n.tx.orgId) ?? []), n]);
    for (const [orgId, orgNotices] of byOrg) await sendOrgNotices(orgId, orgNotices, known);
  } catch (error) {
    logger.error('Withdrawal notices could not be sent', { error: error as Error, count: notices.length });
  }
}

async function sendOrgNotices(orgId: string, notices: readonly Notice[], known: KnownPeople): Promise<void> {
  const employees = new Map<string, EmployeeRecord>();
  for (const e of known.employees ?? []) if (e.orgId === orgId) employees.set(e.employeeICNumber, e);
  const missing = [...new Set(notices.map((n) => n.tx.employeeICNumber))].filter((ic) => !employees.has(ic));
  if (missing.length) for (const e of await getEmployees(orgId, missing)) employees.set(e.employeeICNumber, e);

  const users = new Map<string, User>();
  for (const u of known.users ?? []) if (u.orgId === orgId) users.set(u.id, u);
  const userIds = [...employees.values()].flatMap((e) => (e.userId && !users.has(e.userId) ? [e.userId] : []));
  if (userIds.length) for (const u of await getUsersOfOrg(orgId, userIds)) users.set(u.id, u);

  const now = new Date();
  // One Query per year: now's (and the next), and that of the oldest withdrawal told about.
  const holidays = await businessCalendar(now, new Date(Math.min(...notices.map((n) => n.tx.createdAt)) * 1000));
  await mapLimit(notices, SEND_CONCURRENCY, async ({ step, tx, decisionDueAt, backupDueAt }) => {
    const employee = employees.get(tx.employeeICNumber);
    // An employee no longer in the directory is not told (nowhere on record to tell them).
    if (!employee) return;
    const user = employee.userId ? users.get(employee.userId) : undefined;
    if (user?.notifyWithdrawalSteps === false) return;
    const messages = withdrawalNoticeMessagesIn(user?.language);
    const ctx = { firstName: employee.firstName, messages, now, holidays, decisionDueAt, backupDueAt };
    const email = employee.email || user?.email;
    const sends: Promise<unknown>[] = [];
    // Only to a number its owner proved by a code (as the withdrawal codes).
    if (employee.mobileNumber && employee.mobileNumberVerified)
      sends.push(sendSms({ to: employee.mobileNumber, text: withdrawalNoticeSms(step, tx, ctx) }));
    if (email) sends.push(sendEmail({ to: email, ...withdrawalNoticeEmail(step, tx, ctx) }));
    const failed = (await Promise.allSettled(sends)).filter((r) => r.status === 'rejected');
    if (failed.length)
      logger.error('A withdrawal notice could not be sent', { id: tx.id, step, error: failed[0].reason as Error });
  });
}
