import {
  approvalHoursOf,
  backupDueAt,
  decisionDueAt,
  escalationRecipients,
  escalationStepsDue,
  type EscalationStep,
} from '../../../shared/domain/advance-pay/approval-deadline';
import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import { formatRm, senToRm } from '../../../shared/domain/money/money';
import type { HolidayCalendar } from '../../../shared/domain/time/holiday-calendar';
import { epochSeconds, klDateTimeText } from '../../../shared/domain/time/time';
import { logger } from '../../core/powertools';
import { siteLink } from '../../core/site-links';
import { paths } from '../../../shared/routes';
import { businessCalendar } from '../../data/calendar/calendar-read';
import { listOrgPendingRequests, markEscalated } from '../../data/advance-pay/advance-transactions-waiting';
import { getEscalationSettings } from '../../data/organisations/escalation-settings';
import { listManagersPage } from '../../data/organisations/management-settings';
import type { Key } from '../../data/table/table';
import { sendEmail } from '../messages/outbox';
import { sendWithdrawalNotices } from './withdrawal-notices';

/**
 * The escalation of late requests (docs/rules.md#decision-deadline-and-escalation), one
 * organisation at a time (the `approval-escalation` job): its pending requests (GSI3, one Query)
 * past their decision due time are e-mailed to every active Manager (and the delegate of one on
 * leave), past twice the approval time to the backup approver; each step once: the request is
 * marked first, conditionally, so two runs at once never tell anyone twice. The employee is told of
 * each step (the withdrawal notices).
 */

export interface OrgEscalation {
  pending: number;
  escalated: number;
  toBackup: number;
  /** Past twice the approval time with no backup approver named: only logged. */
  noBackup: number;
}

/** The organisation's active Managers' e-mails (not Executives): every page of its management list. */
async function activeManagerEmails(orgId: string): Promise<string[]> {
  const out: string[] = [];
  let start: Key | undefined;
  do {
    const page = await listManagersPage(orgId, { start, limit: 100 });
    out.push(...page.items.filter((m) => m.role === 'Manager').map((m) => m.email.toLowerCase()));
    start = page.next;
  } while (start);
  return out;
}

const escalationEmail = (tx: AdvanceTransactionRecord, step: EscalationStep, due: Date) => ({
  subject: `Advance Pay request waiting past its due time: ${formatRm(senToRm(tx.amountSen))}`,
  text:
    `A withdrawal request of ${formatRm(senToRm(tx.amountSen))} (IC ${tx.employeeICNumber}, made ` +
    `${klDateTimeText(new Date(tx.createdAt * 1000))}) was due for a decision by ${klDateTimeText(due)} and is still pending.\n` +
    (step === 'backup'
      ? "You are your organisation's backup approver: please approve or reject it.\n"
      : 'Please approve or reject it.\n') +
    `Review it at ${siteLink(paths.managementTransactions())}\n`,
});

/** Escalate what is due in one organisation at `now`. */
export async function escalateOrg(orgId: string, now: Date): Promise<OrgEscalation> {
  const pending = await listOrgPendingRequests(orgId);
  const result: OrgEscalation = { pending: pending.length, escalated: 0, toBackup: 0, noBackup: 0 };
  if (!pending.length) return result;
  const settings = await getEscalationSettings(orgId);
  const hours = approvalHoursOf(settings);
  const oldest = new Date(Math.min(...pending.map((t) => t.createdAt)) * 1000);
  const holidays: HolidayCalendar = await businessCalendar(oldest, now);
  const at = epochSeconds(now);
  let managers: string[] | undefined;
  for (const tx of pending) {
    const createdAt = new Date(tx.createdAt * 1000);
    const due = decisionDueAt(createdAt, hours, holidays);
    // What the employee's first notice adds by e-mail: when it goes to the backup approver, one named and not yet due.
    const backup = backupDueAt(createdAt, hours, holidays);
    const next = settings.backupApproverEmail && now < backup ? backup : undefined;
    for (const step of escalationStepsDue({ ...tx, createdAt }, hours, holidays, now)) {
      let to: string[];
      if (step === 'managers') {
        managers ??= await activeManagerEmails(orgId);
        to = escalationRecipients(managers, settings.delegates ?? [], now).map((m) => m.toLowerCase());
      } else if (settings.backupApproverEmail) to = [settings.backupApproverEmail];
      else {
        result.noBackup += 1;
        logger.info('Pending request past twice the approval time: no backup approver named', { orgId, id: tx.id });
        continue;
      }
      // Marked first: a run that marked nothing (decided meanwhile, or another run was first) sends nothing.
      if (!(await markEscalated(tx, step === 'managers' ? 'escalatedAt' : 'escalatedToBackupAt', at))) continue;
      const message = escalationEmail(tx, step, due);
      const sent = await Promise.allSettled(to.map((email) => sendEmail({ to: email, ...message })));
      const failed = sent.filter((r) => r.status === 'rejected').length;
      if (failed) logger.error('Escalation e-mail not sent', { orgId, id: tx.id, step, failed });
      if (step === 'managers') result.escalated += 1;
      else result.toBackup += 1;
      const after = { ...tx, [step === 'managers' ? 'escalatedAt' : 'escalatedToBackupAt']: at };
      await sendWithdrawalNotices([
        {
          before: tx,
          after,
          step: step === 'managers' ? 'escalated' : 'escalatedToBackup',
          decisionDueAt: due,
          ...(step === 'managers' && next ? { backupDueAt: next } : {}),
        },
      ]);
    }
  }
  return result;
}
