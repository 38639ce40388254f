import { ulid } from 'ulid';
import {
  ANONYMISED_NAME,
  anonymisedEmployee,
  anonymousIdOf,
  isDueForAnonymisation,
  scrubPersonalData,
  type PersonIdentifiers,
} from '../../../shared/domain/employees/anonymisation';
import { klDate } from '../../../shared/domain/time/time';
import { deleteCognitoUser } from '../../core/clients/cognito';
import { logger } from '../../core/powertools';
import {
  deleteEmployeeItems,
  deletedEmployeeItems,
  failedWagesOf,
  itemsOfKeys,
  markAnonymising,
  moveEmployeeItems,
  moveItemsRead,
  payRunItems,
  runFailuresItem,
  stampSuspendedSince,
  stillAnonymising,
  stillSuspended,
  suspendedEmployeeUserItems,
  writeFinalAnonymisation,
} from '../../data/employees/anonymisation';
import { employeeCountsItem, statusDelta } from '../../data/employees/employee-counts';
import { countedStatus } from '../../data/employees/employee-counts';
import { touchEmployeesItem } from '../../data/employees/employees';
import { scrubOutboxMessages } from '../../data/messages/outbox';
import { recordHistoryItem } from '../../data/table/record-history';
import { auditItem } from '../../data/audit/audit-trail';
import { platformActor } from '../../core/audit-actor';
import { keys, orgPk } from '../../data/table/keys';
import { anonymiseAuditEntries, anonymisePayees, deletePersonalFiles } from './anonymised-copies';
import { table, type Item, type TransactItem } from '../../data/table/table';

/** Who the history entry names as making the change. */
const BY = 'personal-data-retention job';

/** An employee due for anonymisation: deleted, or their login suspended, since `since` (Unix seconds). */
export interface DueEmployee {
  orgId: string;
  icNumber: string;
  since: number;
  reason: 'deleted' | 'suspended';
  /** The suspended login (reason `suspended`). */
  userId?: string;
}

/**
 * The employees of one organisation due at `now`: deleted (since `deletedAt`; a record without it
 * counts from its last change) or with a suspended login (since `suspendedAt`; a login suspended
 * before the stamp existed is stamped now, so its period starts at the first run that sees it),
 * for more than `days` days, and not anonymised yet.
 */
export async function dueEmployees(orgId: string, now: number, days: number): Promise<DueEmployee[]> {
  const [deleted, suspended] = await Promise.all([deletedEmployeeItems(orgId), suspendedEmployeeUserItems(orgId)]);
  const deletedIcs = new Set(deleted.map((e) => String(e.employeeICNumber)));
  const due: DueEmployee[] = [];
  for (const e of deleted) {
    const since = typeof e.deletedAt === 'number' ? e.deletedAt : Number(e.modifiedAt);
    if (isDueForAnonymisation(since, now, days))
      due.push({ orgId, icNumber: String(e.employeeICNumber), since, reason: 'deleted' });
  }
  for (const u of suspended) {
    const ic = typeof u.employeeICNumber === 'string' ? u.employeeICNumber : undefined;
    if (!ic || deletedIcs.has(ic)) continue;
    const since =
      typeof u.suspendedAt === 'number' ? u.suspendedAt : await stampSuspendedSince(orgId, String(u.id), now);
    if (since !== undefined && isDueForAnonymisation(since, now, days))
      due.push({ orgId, icNumber: ic, since, reason: 'suspended', userId: String(u.id) });
  }
  return due;
}

/** A record kept under the pseudonym: personal data scrubbed, re-keyed. */
const rewriter = (person: PersonIdentifiers) => (item: Item) => {
  const { pk, sk, ...rest } = item;
  return {
    ...scrubPersonalData(rest, person),
    ...keys.rekeyed({ pk: String(pk), sk: String(sk) }, person.icNumber, person.anonymousId),
  };
};

/** What was done to one employee (no personal data: the pseudonym and counts). */
export interface AnonymisedEmployee {
  anonymousId: string;
  moved: number;
  deleted: number;
  notices: number;
  /** Objects deleted from S3. */
  files: number;
  /** Closed disbursements whose payee copy was rewritten; open ones still naming the employee. */
  payees: number;
  openDisbursements: number;
  /** Audit entries rewritten. */
  auditEntries: number;
}

/**
 * Anonymise one employee (docs/rules.md#privacy). Every write is conditional on the employee still
 * being what was read: marked first (deleted since the time read, or login still suspended), then
 * each move and deletion checks the mark (and the suspension), so an employee restored or
 * reactivated meanwhile is left alone. Resumable: an interrupted run leaves the mark with its
 * pseudonym, and the next run carries on with it. Answers undefined when nothing was done.
 */
export async function anonymiseEmployee(d: DueEmployee, now: number): Promise<AnonymisedEmployee | undefined> {
  const employee = (await itemsOfKeys([keys.employee(d.orgId, d.icNumber)])).at(0);
  if (!employee) return undefined;
  const userId = d.userId ?? (typeof employee.userId === 'string' ? employee.userId : undefined);
  const user = userId ? (await itemsOfKeys([keys.user(d.orgId, userId)])).at(0) : undefined;
  const condition =
    d.reason === 'deleted'
      ? {
          expression: 'deleted = :true AND (deletedAt = :since OR attribute_not_exists(deletedAt))',
          values: { ':true': true, ':since': d.since },
        }
      : { expression: 'attribute_exists(pk)', values: {} };
  const anonymousId = await markAnonymising(d.orgId, d.icNumber, anonymousIdOf(ulid(now * 1000)), condition);
  if (!anonymousId) return undefined;

  const emails = [employee.email, user?.email].filter((e): e is string => typeof e === 'string' && !!e);
  const mobile = typeof employee.mobileNumber === 'string' ? employee.mobileNumber : undefined;
  const person: PersonIdentifiers = {
    icNumber: d.icNumber,
    anonymousId,
    texts: [
      employee.name,
      `${String(employee.firstName)} ${String(employee.lastName)}`,
      user?.displayName,
      user ? `${String(user.firstName)} ${String(user.lastName)}` : undefined,
      ...emails,
      mobile,
      employee.accountNumber,
    ].map((t) => (typeof t === 'string' ? t : undefined)),
  };
  const guards: TransactItem[] = [
    stillAnonymising(d.orgId, d.icNumber, anonymousId),
    ...(d.reason === 'suspended' && userId ? [stillSuspended(d.orgId, userId, d.since)] : []),
  ];
  const rewrite = rewriter(person);
  const plan = keys.anonymisation(d.icNumber);

  let moved = await moveEmployeeItems(d.orgId, plan.moved, rewrite, guards);
  const runs = (await payRunItems(d.orgId)).filter((r) => typeof r.computationId === 'string');
  const entries = await itemsOfKeys(
    runs.map((r) => keys.payRunEmployee(d.orgId, String(r.id), String(r.computationId), d.icNumber)),
  );
  await moveItemsRead(entries, rewrite, guards);
  moved += entries.length;
  for (const run of runs) {
    const failed = Array.isArray(run.failedEmployees) ? (run.failedEmployees as string[]) : [];
    if (failed.includes(d.icNumber))
      await table.transact([
        ...guards,
        runFailuresItem(
          run,
          failed.map((ic) => (ic === d.icNumber ? anonymousId : ic)),
        ),
      ]);
  }

  const singles = [
    keys.electionTotal(d.orgId, d.icNumber),
    keys.electionReminder(d.orgId, d.icNumber),
    keys.withdrawalGuard(d.orgId, d.icNumber),
    ...(userId
      ? [
          keys.smsCode(d.orgId, userId, 'mobileNumber'),
          keys.smsCode(d.orgId, userId, 'withdrawal'),
          keys.passwordResetCode(d.orgId, userId),
        ]
      : []),
  ];
  let deleted = await deleteEmployeeItems(orgPk(d.orgId), plan.removed, singles, guards);
  const wages = failedWagesOf(d.orgId, d.icNumber);
  deleted += await deleteEmployeeItems(wages.pk, [wages.prefix], [], guards);
  const notices = await scrubOutboxMessages(
    [...emails, ...(mobile ? [mobile] : [])],
    anonymousId,
    `${ANONYMISED_NAME}: message removed`,
  );
  if (user) await deleteCognitoLogin(String(user.email));
  // Their files, payee copies and audit entries, found by the IC number: before the last
  // transaction, so a failure leaves the employee marked and the next run does it again.
  const files = await deletePersonalFiles(d.orgId, d.icNumber);
  const payees = await anonymisePayees(d.orgId, person, guards, now);
  const auditEntries = await anonymiseAuditEntries(d.orgId, person, userId, guards);

  const wasCounted = countedStatus(employee);
  await writeFinalAnonymisation({
    orgId: d.orgId,
    icNumber: d.icNumber,
    anonymousId,
    employee: anonymisedEmployee(employee, person, now),
    ...(user
      ? { user: { item: anonymisedUser(user, person, now), ...(d.reason === 'suspended' ? { since: d.since } : {}) } }
      : {}),
    emails,
    ...(mobile ? { mobile } : {}),
    extra: [
      // The audit trail names the pseudonym only: the entry outlives the person's data (docs/rules.md#privacy).
      auditItem({
        orgId: d.orgId,
        kind: 'user',
        action: 'anonymised',
        subject: { type: 'employee', id: anonymousId, name: ANONYMISED_NAME },
        actor: platformActor('Personal data retention'),
        why: `${d.reason === 'deleted' ? 'Deleted' : 'Login suspended'} since ${klDate(new Date(d.since * 1000))}`,
      }),
      recordHistoryItem(d.orgId, 'EMPLOYEE', anonymousId, {
        at: now,
        by: BY,
        action: 'anonymised',
        why: `${d.reason === 'deleted' ? 'Deleted' : 'Login suspended'} since ${klDate(new Date(d.since * 1000))}`,
      }),
      ...(wasCounted
        ? [touchEmployeesItem(d.orgId, now), ...employeeCountsItem(d.orgId, statusDelta(wasCounted, undefined))]
        : []),
    ],
  });
  return {
    anonymousId,
    moved,
    deleted,
    notices,
    files,
    payees: payees.rewritten,
    openDisbursements: payees.open,
    auditEntries,
  };
}

/** The login as kept: names and e-mail replaced, the pseudonym for the IC number, out of the locked list. */
function anonymisedUser(user: Item, person: PersonIdentifiers, now: number): Item {
  const { gsi3pk: _p, gsi3sk: _s, pk: _pk, sk: _sk, ...rest } = user;
  return {
    ...scrubPersonalData(rest, person),
    firstName: ANONYMISED_NAME,
    lastName: '',
    displayName: ANONYMISED_NAME,
    email: `${person.anonymousId.toLowerCase()}@anonymised.invalid`,
    anonymisedAt: now,
    modifiedAt: now,
  };
}

/** Remove the Cognito user (already gone: nothing to do). */
async function deleteCognitoLogin(email: string): Promise<void> {
  try {
    await deleteCognitoUser(email);
  } catch (err) {
    if ((err as { name?: string }).name !== 'UserNotFoundException') throw err;
    logger.info('Anonymisation: the login was already removed from Cognito');
  }
}
