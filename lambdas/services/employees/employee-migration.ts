import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import { normaliseIc } from '../../../shared/domain/employees/employee';
import {
  emptyMigrationReport,
  type MigrationConflict,
  type MigrationReport,
} from '../../../shared/domain/employees/employee-migration';
import { epochSeconds } from '../../../shared/domain/time/time';
import { GSI3_LOCKED_USERS, keys } from '../../data/table/keys';
import { lockedIndexAttributes } from '../../data/identity/users';
import { cursorScope, isKeyObject, openCursor, sealCursor } from '../../data/table/cursors';
import { fromEmployeeItem, toEmployeeItem } from '../../data/employees/employees';
import type { StampedItem } from '../../data/table/table';
import {
  adoptClaim,
  createClaim,
  dropLegacyMobileClaim,
  indexLockedUser,
  listOrgIds,
  moveEmployeeItem,
  queryOrgItemsPage,
  readItem,
  readItems,
  rewriteEmployeeItem,
  setUserIcNumber,
} from '../../data/employees/employee-records';
import {
  queuePendingRequest,
  unqueuedPendingPage,
  type UnqueuedRequest,
} from '../../data/advance-pay/advance-transactions-waiting';

type Item = Record<string, unknown>;

/** Items read per call and time spent per call: well inside the Lambda's (and API Gateway's) 29 s. */
const ITEMS_PER_CALL = 300;
const MS_PER_CALL = 12_000;
const PAGE = 100;

/** The kinds of record gone through in each organisation, in this order. */
const PHASES = ['employees', 'users', 'withdrawals'] as const;

/** Where a run carries on: the organisation, the kind of record, the Query position. */
interface Position {
  orgId: string;
  phase: (typeof PHASES)[number];
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
    PHASES.includes(pos.phase as Position['phase']) &&
    (pos.start === undefined || isKeyObject(pos.start))
  );
};

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
    for (const claim of await readItems(all)) this.claims.set(claimId(claim as { pk: string; sk: string }), claim);
  }

  private async readClaim(key: { pk: string; sk: string }): Promise<Item | undefined> {
    const known = this.claims.get(claimId(key));
    if (known !== undefined) {
      this.claims.delete(claimId(key)); // read once: after a write, the next look goes to the table
      return known ?? undefined;
    }
    return readItem(key);
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
    let employee: EmployeeRecord;
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
    const wanted = { ...kept, ...toEmployeeItem(employee) };
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
  private async dropLegacyMobileClaim(employee: EmployeeRecord): Promise<void> {
    if (!employee.mobileNumber) return;
    if (await dropLegacyMobileClaim(employee.mobileNumber, employee.orgId)) this.report.claimsUpdated += 1;
  }

  /** Move an item to the key of its normalised IC number; a live record there is a collision (reported, kept). */
  private async move(item: Item, wanted: StampedItem, orgId: string, rawIc: string, ic: string): Promise<boolean> {
    const outcome = await moveEmployeeItem(item, wanted, orgId, this.now);
    if (outcome === 'changed') return false; // changed meanwhile: the next run looks again
    if (outcome === 'taken') {
      // Moved meanwhile by another run (the old item is gone): nothing to report.
      const still = await readItem({ pk: item.pk as string, sk: item.sk as string });
      if (!still || still.deleted === true) return false;
      this.conflict({
        orgId,
        employeeICNumber: rawIc,
        kind: 'collision',
        message: `Not moved: employee ${ic} already exists in the organisation; merge the two records by hand.`,
      });
      return false;
    }
    this.report.moved += 1;
    return true;
  }

  /** Rewrite an item in place (pending index, IC attribute), only while unchanged since read. */
  private async rewrite(item: Item, wanted: StampedItem, orgId: string): Promise<boolean> {
    if (!(await rewriteEmployeeItem(item, wanted, orgId, this.now))) return false;
    this.report.rewritten += 1;
    return true;
  }

  /**
   * The employee's e-mail or mobile claim: created when missing (while the employee still has
   * that value), completed when it is the employee's own, reported when someone else holds it.
   */
  private async claim(kind: 'email' | 'mobile', employee: EmployeeRecord): Promise<void> {
    const value = kind === 'email' ? employee.email : employee.mobileNumber;
    if (!value) return;
    const key = kind === 'email' ? keys.uniqueEmail(value) : keys.uniqueMobile(employee.orgId, value);
    const label = kind === 'email' ? 'e-mail' : 'mobile number';
    const conflictKind = kind === 'email' ? 'emailClaim' : 'mobileClaim';
    const { orgId, employeeICNumber: ic } = employee;

    const claim = await this.readClaim(key);
    if (!claim) {
      const outcome = await createClaim(employee, kind);
      if (outcome === 'taken') return this.claim(kind, employee); // taken meanwhile: judge the holder
      if (outcome === 'created') this.report.claimsCreated += 1;
      return; // 'changed': the employee changed meanwhile
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
    // A claim changed meanwhile is left for the next run.
    if (await adoptClaim(key, claim, employee, addUser)) this.report.claimsUpdated += 1;
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
    // Unlocked (or indexed) meanwhile: nothing to do.
    if (await indexLockedUser(item, { gsi3pk, gsi3sk })) this.report.usersUpdated += 1;
  }

  /**
   * A request stored pending before the pending queue existed gets into it (the escalation job
   * reads only the queue): only while it is still pending and not yet queued.
   */
  async pendingRequest(tx: UnqueuedRequest): Promise<void> {
    if (await queuePendingRequest(tx)) this.report.pendingQueued += 1;
  }

  /** A login record of an employee keeps the normalised IC number of its employee. */
  async user(item: Item): Promise<void> {
    await this.lockedUser(item);
    if (item.entity !== 'user' || typeof item.employeeICNumber !== 'string') return;
    const ic = normaliseIc(item.employeeICNumber);
    if (ic === item.employeeICNumber) return;
    if (await setUserIcNumber(item, ic)) this.report.usersUpdated += 1;
  }
}

/**
 * One bounded step of the employee-records migration over every organisation: at most
 * ITEMS_PER_CALL items or MS_PER_CALL, then a cursor to carry on. Only what is broken is
 * written, each write conditional on the record being as read, so it is safe to run twice
 * and alongside normal use.
 */
export async function migrateEmployeeRecords(cursor: string | undefined): Promise<MigrationReport> {
  const ids = await listOrgIds();
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
    if (phase === 'withdrawals') {
      const page = await unqueuedPendingPage(orgId, start, Math.min(PAGE, budget));
      for (const tx of page.items) await step.pendingRequest(tx);
      budget -= Math.max(1, page.scanned);
      start = page.next;
    } else {
      const prefix = phase === 'employees' ? keys.employeeSkPrefix : keys.userSkPrefix;
      const page = await queryOrgItemsPage(orgId, prefix, start, Math.min(PAGE, budget));
      if (phase === 'employees') await step.prefetchClaims(page.items);
      for (const item of page.items) {
        if (phase === 'employees') await step.employee(item, orgId);
        else await step.user(item);
      }
      budget -= page.items.length;
      start = page.next;
    }
    if (start) continue;
    const at = PHASES.indexOf(phase);
    if (at < PHASES.length - 1) {
      phase = PHASES[at + 1];
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
