import { normaliseIc, type Employee } from '../../shared/domain/employee';
import {
  emptyMigrationReport,
  type MigrationConflict,
  type MigrationReport,
} from '../../shared/domain/employee-migration';
import { epochSeconds } from '../../shared/domain/time';
import { GSI3_LOCKED_USERS, ORGS_PK, keys, orgPk } from '../data/keys';
import { lockedIndexAttributes } from '../data/users';
import { cursorScope, isKeyObject, openCursor, sealCursor } from '../data/cursors';
import { claimItems, fromEmployeeItem, toEmployeeItem, touchEmployeesItem } from '../data/employees';
import { conditionFailedAt, isWriteConflict, table, type TransactItem } from '../data/table';

type Item = Record<string, unknown>;

/** Items read per call and time spent per call: well inside the Lambda's (and API Gateway's) 29 s. */
const ITEMS_PER_CALL = 300;
const MS_PER_CALL = 12_000;
const PAGE = 100;

/** Where a run carries on: the organisation, the kind of record, the Query position. */
interface Position {
  orgId: string;
  phase: 'employees' | 'users';
  start?: Item;
}

/** The migration's step cursor: a position over every organisation, sealed like a page cursor. */
const MIGRATION_SCOPE = cursorScope('employee-migration');

const isPosition = (p: unknown): p is Position => {
  const pos = p as Partial<Position> | null;
  return (
    typeof pos === 'object' &&
    pos !== null &&
    typeof pos.orgId === 'string' &&
    (pos.phase === 'employees' || pos.phase === 'users') &&
    (pos.start === undefined || isKeyObject(pos.start))
  );
};

/** Every organisation id, in key order (the PLATFORM#ORGS partition: one Query, ids only). */
async function orgIds(): Promise<string[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': ORGS_PK },
    ProjectionExpression: 'sk',
  });
  return items.map((i) => String(i.sk).slice('ORG#'.length));
}

/** Someone (not this employee) holding a claim, for the report. */
function holder(claim: Item): string {
  const orgId = typeof claim.orgId === 'string' ? claim.orgId : undefined;
  if (typeof claim.employeeICNumber === 'string')
    return `employee ${claim.employeeICNumber} of organisation ${orgId ?? '?'}`;
  if (typeof claim.userId === 'string' && claim.userId)
    return `the login ${claim.userId}${orgId ? ` of organisation ${orgId}` : ' (an administrator)'}`;
  return 'another record';
}

/** One run step's working state. */
const claimId = (key: { pk: string; sk: string }) => `${key.pk}|${key.sk}`;

class Step {
  readonly report: MigrationReport = emptyMigrationReport();
  private readonly now = epochSeconds();
  /** Claims of the current page's employees, read in batches (`pk|sk` → item, null when absent). */
  private claims = new Map<string, Item | null>();

  /** Read the e-mail and mobile claims of a page of employee items at once (one round trip per 100). */
  async prefetchClaims(items: Item[]): Promise<void> {
    this.claims = new Map();
    const wanted = new Map<string, { pk: string; sk: string }>();
    const want = (key: { pk: string; sk: string }) => wanted.set(claimId(key), key);
    for (const item of items) {
      if (item.entity !== 'employee' || item.deleted === true) continue;
      if (typeof item.email === 'string' && item.email) want(keys.uniqueEmail(item.email));
      if (typeof item.mobileNumber === 'string' && item.mobileNumber && typeof item.orgId === 'string')
        want(keys.uniqueMobile(item.orgId, item.mobileNumber));
    }
    const all = [...wanted.values()];
    for (const key of all) this.claims.set(claimId(key), null);
    for (const claim of await table.batchGet(all, { consistentRead: true }))
      this.claims.set(claimId(claim as { pk: string; sk: string }), claim);
  }

  private async readClaim(key: { pk: string; sk: string }): Promise<Item | undefined> {
    const known = this.claims.get(claimId(key));
    if (known !== undefined) {
      this.claims.delete(claimId(key)); // read once: after a write, the next look goes to the table
      return known ?? undefined;
    }
    const { Item } = await table.get({ Key: key, ConsistentRead: true });
    return Item;
  }

  private conflict(c: MigrationConflict) {
    this.report.conflicts.push(c);
  }

  /** Check (and fix) one stored employee item. */
  async employee(item: Item, orgId: string): Promise<void> {
    if (item.entity !== 'employee' || item.deleted === true) return;
    this.report.employeesChecked += 1;
    const rawIc =
      typeof item.employeeICNumber === 'string'
        ? item.employeeICNumber
        : String(item.sk).slice(keys.employeeSkPrefix.length);
    let employee: Employee;
    try {
      employee = fromEmployeeItem({ ...item, employeeICNumber: normaliseIc(rawIc), orgId });
    } catch {
      this.conflict({
        orgId,
        employeeICNumber: rawIc,
        kind: 'unreadable',
        message: `The record ${String(item.sk)} is not a valid employee; fix it by hand.`,
      });
      return;
    }
    const ic = employee.employeeICNumber;
    // Keep attributes the schema does not know; the key, the index and known fields come from toEmployeeItem.
    const { gsi3pk: _p, gsi3sk: _s, ...kept } = item;
    const wanted: Item = { ...kept, ...toEmployeeItem(employee) };
    const target = keys.employee(orgId, ic);

    if (item.sk !== target.sk) {
      if (!(await this.move(item, wanted, orgId, rawIc, ic))) return;
    } else if (
      item.employeeICNumber !== ic ||
      item.orgId !== orgId ||
      item.gsi3pk !== wanted.gsi3pk ||
      item.gsi3sk !== wanted.gsi3sk
    ) {
      if (!(await this.rewrite(item, wanted, orgId))) return;
    }
    await this.claim('email', employee);
    await this.claim('mobile', employee);
    await this.dropLegacyMobileClaim(employee);
  }

  /**
   * Mobile numbers were once claimed platform-wide; they are now claimed within the organisation.
   * The old claim of this organisation's employee goes (another organisation's stays theirs until
   * their own records are migrated).
   */
  private async dropLegacyMobileClaim(employee: Employee): Promise<void> {
    if (!employee.mobileNumber) return;
    const out = await table
      .delete({
        Key: keys.legacyUniqueMobile(employee.mobileNumber),
        ConditionExpression: 'orgId = :org',
        ExpressionAttributeValues: { ':org': employee.orgId },
        ReturnValues: 'ALL_OLD',
      })
      .catch((err: unknown) => {
        if (isWriteConflict(err)) return undefined;
        throw err;
      });
    if (out?.Attributes) this.report.claimsUpdated += 1;
  }

  /** Move an item to the key of its normalised IC number; a live record there is a collision (reported, kept). */
  private async move(item: Item, wanted: Item, orgId: string, rawIc: string, ic: string): Promise<boolean> {
    try {
      await table.transact([
        {
          Put: {
            Item: wanted,
            ConditionExpression: 'attribute_not_exists(pk) OR deleted = :true',
            ExpressionAttributeValues: { ':true': true },
          },
        },
        {
          Delete: {
            Key: { pk: item.pk, sk: item.sk },
            ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
            ExpressionAttributeValues: { ':seen': item.modifiedAt, ':true': true },
          },
        },
        touchEmployeesItem(orgId, this.now),
      ]);
    } catch (err) {
      if (conditionFailedAt(err, 0)) {
        // Moved meanwhile by another run (the old item is gone): nothing to report.
        const { Item: still } = await table.get({ Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true });
        if (!still || still.deleted === true) return false;
        this.conflict({
          orgId,
          employeeICNumber: rawIc,
          kind: 'collision',
          message: `Not moved: employee ${ic} already exists in the organisation; merge the two records by hand.`,
        });
        return false;
      }
      if (conditionFailedAt(err, 1)) return false; // changed meanwhile: the next run looks again
      throw err;
    }
    this.report.moved += 1;
    return true;
  }

  /** Rewrite an item in place (pending index, IC attribute), only while unchanged since read. */
  private async rewrite(item: Item, wanted: Item, orgId: string): Promise<boolean> {
    try {
      await table.transact([
        {
          Put: {
            Item: wanted,
            ConditionExpression: 'modifiedAt = :seen AND NOT (deleted = :true)',
            ExpressionAttributeValues: { ':seen': item.modifiedAt, ':true': true },
          },
        },
        touchEmployeesItem(orgId, this.now),
      ]);
    } catch (err) {
      if (conditionFailedAt(err, 0)) return false;
      throw err;
    }
    this.report.rewritten += 1;
    return true;
  }

  /**
   * The employee's e-mail or mobile claim: created when missing (while the employee still has
   * that value), completed when it is the employee's own, reported when someone else holds it.
   */
  private async claim(kind: 'email' | 'mobile', employee: Employee): Promise<void> {
    const value = kind === 'email' ? employee.email : employee.mobileNumber;
    if (!value) return;
    const key = kind === 'email' ? keys.uniqueEmail(value) : keys.uniqueMobile(employee.orgId, value);
    const attr = kind === 'email' ? 'email' : 'mobileNumber';
    const label = kind === 'email' ? 'e-mail' : 'mobile number';
    const conflictKind = kind === 'email' ? 'emailClaim' : 'mobileClaim';
    const { orgId, employeeICNumber: ic } = employee;

    const claim = await this.readClaim(key);
    if (!claim) {
      try {
        await table.transact([
          {
            ConditionCheck: {
              Key: keys.employee(orgId, ic),
              ConditionExpression: '#v = :v AND NOT (deleted = :true)',
              ExpressionAttributeNames: { '#v': attr },
              ExpressionAttributeValues: { ':v': value, ':true': true },
            },
          },
          ...claimItems(employee, { email: kind === 'email', mobile: kind === 'mobile' }),
        ] as TransactItem[]);
        this.report.claimsCreated += 1;
      } catch (err) {
        if (conditionFailedAt(err, 1)) return this.claim(kind, employee); // taken meanwhile: judge the holder
        if (conditionFailedAt(err, 0)) return; // the employee changed meanwhile
        throw err;
      }
      return;
    }

    const sameEmployee =
      claim.orgId === orgId && typeof claim.employeeICNumber === 'string' && normaliseIc(claim.employeeICNumber) === ic;
    const sameLogin = claim.employeeICNumber === undefined && !!employee.userId && claim.userId === employee.userId;
    const otherLogin = !!employee.userId && !!claim.userId && claim.userId !== employee.userId;
    if (!(sameEmployee || sameLogin) || otherLogin) {
      this.conflict({
        orgId,
        employeeICNumber: ic,
        kind: conflictKind,
        message: `The ${label} ${value} is held by ${holder(claim)}; left as it is.`,
      });
      return;
    }
    const addUser = !!employee.userId && claim.userId === undefined;
    if (claim.orgId === orgId && claim.employeeICNumber === ic && !addUser) return;
    try {
      await table.update({
        Key: key,
        UpdateExpression: `SET orgId = :org, employeeICNumber = :ic${addUser ? ', userId = :user' : ''}`,
        ConditionExpression: `${claim.employeeICNumber === undefined ? 'attribute_not_exists(employeeICNumber)' : 'employeeICNumber = :oldIc'} AND ${
          claim.userId === undefined ? 'attribute_not_exists(userId)' : 'userId = :oldUser'
        }`,
        ExpressionAttributeValues: {
          ':org': orgId,
          ':ic': ic,
          ...(addUser ? { ':user': employee.userId } : {}),
          ...(claim.employeeICNumber === undefined ? {} : { ':oldIc': claim.employeeICNumber }),
          ...(claim.userId === undefined ? {} : { ':oldUser': claim.userId }),
        },
      });
      this.report.claimsUpdated += 1;
    } catch (err) {
      if (!isWriteConflict(err)) throw err; // changed meanwhile: the next run looks again
    }
  }

  /**
   * A login locked before the locked-accounts index existed gets into it (the admin dashboard
   * counts locks there): only while it is still locked and not yet indexed.
   */
  async lockedUser(item: Item): Promise<void> {
    if (item.entity !== 'user' || item.locked !== true || item.gsi3pk === GSI3_LOCKED_USERS) return;
    const { gsi3pk, gsi3sk } = lockedIndexAttributes({
      id: String(item.id),
      orgId: (item.orgId as string | null) ?? null,
      lockedAt: Number(item.lockedAt ?? item.modifiedAt),
      modifiedAt: Number(item.modifiedAt),
    });
    try {
      await table.update({
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'locked = :true AND attribute_not_exists(gsi3pk)',
        ExpressionAttributeValues: { ':pk': gsi3pk, ':sk': gsi3sk, ':true': true },
      });
      this.report.usersUpdated += 1;
    } catch (err) {
      if (!conditionFailedAt(err)) throw err; // unlocked (or indexed) meanwhile
    }
  }

  /** A login record of an employee keeps the normalised IC number of its employee. */
  async user(item: Item): Promise<void> {
    await this.lockedUser(item);
    if (item.entity !== 'user' || typeof item.employeeICNumber !== 'string') return;
    const ic = normaliseIc(item.employeeICNumber);
    if (ic === item.employeeICNumber) return;
    try {
      await table.update({
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET employeeICNumber = :ic',
        ConditionExpression: 'employeeICNumber = :old',
        ExpressionAttributeValues: { ':ic': ic, ':old': item.employeeICNumber },
      });
      this.report.usersUpdated += 1;
    } catch (err) {
      if (!isWriteConflict(err)) throw err;
    }
  }
}

/**
 * One bounded step of the employee-records migration over every organisation: at most
 * ITEMS_PER_CALL items or MS_PER_CALL, then a cursor to carry on. Only what is broken is
 * written, each write conditional on the record being as read, so it is safe to run twice
 * and alongside normal use.
 */
export async function migrateEmployeeRecords(cursor: string | undefined): Promise<MigrationReport> {
  const ids = await orgIds();
  const step = new Step();
  step.report.organisationsTotal = ids.length;
  let pos: Position | undefined = openCursor(MIGRATION_SCOPE, cursor, {
    accept: isPosition,
    remedy: 'start the migration again',
  });
  // An organisation of the cursor gone meanwhile: carry on with the next one in key order.
  const from = pos;
  let index = from ? ids.findIndex((id) => id >= from.orgId) : 0;
  if (index < 0) index = ids.length;
  let phase: Position['phase'] = pos && ids[index] === pos.orgId ? pos.phase : 'employees';
  let start: Item | undefined = pos && ids[index] === pos.orgId ? pos.start : undefined;
  const deadline = Date.now() + MS_PER_CALL;
  let budget = ITEMS_PER_CALL;

  while (index < ids.length && budget > 0 && Date.now() < deadline) {
    const orgId = ids[index];
    const prefix = phase === 'employees' ? keys.employeeSkPrefix : keys.userSkPrefix;
    const page = await table.query({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': orgPk(orgId), ':sk': prefix },
      ExclusiveStartKey: start,
      Limit: Math.min(PAGE, budget),
    });
    if (phase === 'employees') await step.prefetchClaims(page.Items ?? []);
    for (const item of page.Items ?? []) {
      if (phase === 'employees') await step.employee(item, orgId);
      else await step.user(item);
    }
    budget -= page.Items?.length ?? 0;
    start = page.LastEvaluatedKey;
    if (start) continue;
    if (phase === 'employees') {
      phase = 'users';
      continue;
    }
    step.report.organisationsScanned += 1;
    index += 1;
    phase = 'employees';
  }
  pos = index < ids.length ? { orgId: ids[index], phase, start } : undefined;
  if (pos) step.report.nextCursor = sealCursor(MIGRATION_SCOPE, pos);
  return step.report;
}
