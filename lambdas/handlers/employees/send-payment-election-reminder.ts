import { sendPaymentElectionReminder } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { isElectionComplete } from '../../../shared/domain/benefits/wallet-election';
import { electionReminderEmail } from '../../../shared/domain/benefits/election-reminder';
import { AppError } from '../../../shared/registry/errors';
import { paths } from '../../../shared/routes';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { siteLink } from '../../core/site-links';
import { getElectionTotal } from '../../data/benefits/elected-wallets';
import { forgetElectionReminder, recordElectionReminder } from '../../data/benefits/election-reminders';
import { requireEmployee } from '../../data/employees/employees';
import { getOrg } from '../../data/organisations/orgs';
import { getUser } from '../../data/identity/users';
import { messagesIn } from '../../../shared/i18n/server-messages';
import { sendEmail } from '../../services/messages/outbox';
import { EMPLOYEE_STATUS } from '../../../shared/domain/employees/employee';

/**
 * Remind an approved employee of the organisation to complete their e-wallet election (the
 * Missing Payment Election page): one e-mail a day at most; nothing recorded if it cannot be sent.
 */
export const handler = makeHandler(sendPaymentElectionReminder, async ({ employeeICNumber, orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const employee = await requireEmployee(org, employeeICNumber);
  if (employee.status !== EMPLOYEE_STATUS.approved)
    throw new AppError('INVALID_STATE', 'Only approved employees elect e-wallets; approve the employee first.');
  if (!employee.email)
    throw new AppError('INVALID_STATE', `${employee.name} has no e-mail address: add one to send a reminder.`);
  const allocatedPercentage = await getElectionTotal(org, employee.employeeICNumber);
  if (isElectionComplete(allocatedPercentage))
    throw new AppError('INVALID_STATE', `${employee.name} has already completed the payment election.`);
  const at = epochSeconds();
  await recordElectionReminder(org, employee.employeeICNumber, at, callerName(caller));
  const [orgRecord, user] = await Promise.all([
    getOrg(org),
    employee.userId ? getUser(org, employee.userId) : undefined,
  ]);
  const orgName = orgRecord?.name ?? 'Your employer';
  try {
    await sendEmail({
      to: employee.email,
      ...electionReminderEmail({
        firstName: employee.firstName,
        orgName,
        allocatedPercentage,
        link: siteLink(paths.electedWallets()),
        messages: messagesIn(user?.language),
      }),
    });
  } catch (err) {
    await forgetElectionReminder(org, employee.employeeICNumber, at);
    throw err;
  }
  return { sentAt: at };
});
