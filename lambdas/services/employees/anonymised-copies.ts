import {
  anonymisedAuditEntry,
  anonymisedPayee,
  scrubPersonalData,
  type PersonIdentifiers,
} from '../../../shared/domain/employees/anonymisation';
import { personalFolders } from '../../../shared/domain/employees/personal-files';
import { deleteObjectsUnder } from '../../core/clients/s3';
import { env } from '../../core/env';
import { personAuditItems, rewrittenAuditItem, toEntry } from '../../data/audit/audit-trail';
import {
  anonymisedPayeesItem,
  disbursementItem,
  donePendingPayeeItem,
  orgDisbursementItems,
  pendingPayeeItem,
  pendingPayeeItems,
} from '../../data/finance/disbursements';
import { MAX_TRANSACTION_ITEMS, table, type Item, type TransactItem } from '../../data/table/table';

/**
 * What an employee's anonymisation removes beyond their own records (docs/rules.md#privacy): their
 * files in S3, their copies as a disbursement's payee, and the audit entries about them. Each step
 * is found again from the IC number on every run, so a run cut short is finished by the next one.
 */

/**
 * Delete every file of the employee: their uploads folder (e-wallet screenshots and any other
 * upload), their statement PDFs (every language) and their data downloads. Answers how many; a
 * failure throws, leaving the employee marked for the next run.
 */
export async function deletePersonalFiles(orgId: string, icNumber: string): Promise<number> {
  const folders = personalFolders(orgId, icNumber);
  let deleted = 0;
  for (const prefix of folders.uploads) deleted += await deleteObjectsUnder(env.uploadsBucket, prefix);
  for (const prefix of folders.files) deleted += await deleteObjectsUnder(env.filesBucket, prefix);
  return deleted;
}

/** The statuses a disbursement is done in: nothing reads its payees to pay them again. */
const CLOSED: readonly unknown[] = ['completed', 'cancelled'];
const isClosed = (item: Item) => item.deleted === true || CLOSED.includes(item.status);
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const payeesOf = (item: Item) => (Array.isArray(item.selectedPayees) ? (item.selectedPayees as Item[]) : []);

/** The rewrite of one disbursement's payee copy of the person (its payouts and failure reason too). */
function rewrittenPayees(item: Item, person: PersonIdentifiers): TransactItem {
  const payouts = Array.isArray(item.payouts) ? (item.payouts as Item[]) : undefined;
  return anonymisedPayeesItem(item, {
    selectedPayees: payeesOf(item).map((p) =>
      p.id === person.icNumber ? anonymisedPayee({ amountSen: Number(p.amountSen) }, person.anonymousId) : p,
    ),
    ...(payouts
      ? {
          payouts: payouts.map((p) =>
            p.payeeId === person.icNumber ? scrubPersonalData({ ...p, payeeId: person.anonymousId }, person) : p,
          ),
        }
      : {}),
    ...(typeof item.failureReason === 'string' ? { failureReason: scrubPersonalData(item.failureReason, person) } : {}),
  });
}

/**
 * Rewrite the employee's payee copies in the organisation's closed disbursements (completed,
 * cancelled or deleted): the pseudonym and the amount only, the payouts under the pseudonym, the
 * failure reason without the person. An open one (draft to processing) is still read to be paid or
 * corrected: it is left, and recorded (`pendingPayee`) for {@link finishPendingPayees} once it
 * closes. Each write is conditional on the disbursement as read (and on `guards`). Answers how
 * many were rewritten and how many open ones still name the employee.
 */
export async function anonymisePayees(
  orgId: string,
  person: PersonIdentifiers,
  guards: readonly TransactItem[],
  at: number,
): Promise<{ rewritten: number; open: number }> {
  const out = { rewritten: 0, open: 0 };
  for (const item of await orgDisbursementItems(orgId)) {
    if (item.payeesType !== 'employees' || !payeesOf(item).some((p) => p.id === person.icNumber)) continue;
    const closed = isClosed(item);
    await table.transact([
      ...guards,
      closed ? rewrittenPayees(item, person) : pendingPayeeItem(item, person.icNumber, person.anonymousId, at),
    ]);
    out[closed ? 'rewritten' : 'open'] += 1;
  }
  return out;
}

/**
 * The payee copies left in open disbursements by earlier anonymisations: rewritten once the
 * disbursement is closed (the person is then named by their copy only: its name, contact and
 * account), dropped when it no longer names them (a draft's payee removed), left while still open.
 * Answers how many were rewritten.
 */
export async function finishPendingPayees(orgId: string): Promise<number> {
  let rewritten = 0;
  for (const pending of await pendingPayeeItems(orgId)) {
    const item = await disbursementItem(orgId, String(pending.disbursementId));
    const payee = item && payeesOf(item).find((p) => p.id === pending.icNumber);
    if (item && payee && !isClosed(item)) continue;
    const person: PersonIdentifiers = {
      icNumber: String(pending.icNumber),
      anonymousId: String(pending.anonymousId),
      texts: payee ? [payee.name, payee.email, payee.mobileNumber, payee.accountNumber].map(textOf) : [],
    };
    await table.transact([...(item && payee ? [rewrittenPayees(item, person)] : []), donePendingPayeeItem(pending)]);
    if (payee) rewritten += 1;
  }
  return rewritten;
}

/**
 * Rewrite the audit entries about the employee (their record's, under the IC number) and their
 * login (its id) so that they name only the pseudonym (anonymisedAuditEntry). Each Put is
 * conditional on the entry as read (and on `guards`). Answers how many were rewritten.
 */
export async function anonymiseAuditEntries(
  orgId: string,
  person: PersonIdentifiers,
  userId: string | undefined,
  guards: readonly TransactItem[],
): Promise<number> {
  const items = [
    ...(await personAuditItems(orgId, person.icNumber)),
    ...(userId ? await personAuditItems(orgId, userId) : []),
  ];
  const writes = items.flatMap((item) => {
    const entry = toEntry(item);
    const after = anonymisedAuditEntry(entry, person, userId);
    return JSON.stringify(after) === JSON.stringify(entry) ? [] : [rewrittenAuditItem(item, after)];
  });
  const room = MAX_TRANSACTION_ITEMS - guards.length;
  for (let i = 0; i < writes.length; i += room) await table.transact([...guards, ...writes.slice(i, i + room)]);
  return writes.length;
}
