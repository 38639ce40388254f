import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { queryAllOfKind } from '../table/org-items';
import { isWriteConflict, table } from '../table/table';

/** The shortest time between two reminders to the same employee. */
export const REMINDER_INTERVAL_SECONDS = 24 * 3600;

/**
 * Record a reminder to an employee, refused (429) when one was sent less than a day ago: the
 * condition holds even when two managers press the button at once.
 */
export async function recordElectionReminder(orgId: string, icNumber: string, at: number, by: string): Promise<void> {
  try {
    await table.put({
      Item: { ...keys.electionReminder(orgId, icNumber), entity: 'electionReminder', version: 1, sentAt: at, by },
      ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :before',
      ExpressionAttributeValues: { ':before': at - REMINDER_INTERVAL_SECONDS },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    throw new AppError(
      'THROTTLED',
      'A reminder was sent to this employee less than 24 hours ago. Give them time to complete the election.',
    );
  }
}

/** Forget a reminder whose e-mail could not be sent, so the manager may try again at once. */
export const forgetElectionReminder = (orgId: string, icNumber: string, at: number) =>
  table
    .delete({
      Key: keys.electionReminder(orgId, icNumber),
      ConditionExpression: 'sentAt = :at',
      ExpressionAttributeValues: { ':at': at },
    })
    .catch((err: unknown) => {
      if (!isWriteConflict(err)) throw err;
    });

/** When each employee of the organisation was last reminded, by IC number. */
export async function listElectionReminders(orgId: string): Promise<Map<string, number>> {
  const items = await queryAllOfKind(keys.electionReminder(orgId, '').pk, keys.electionReminderSkPrefix);
  return new Map(
    items.map((i) => [String(i.sk).slice(keys.electionReminderSkPrefix.length), Number(i.sentAt)] as const),
  );
}
