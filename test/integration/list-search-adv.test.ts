import { monotonicFactory, ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableInput, CallableName } from '../../shared/callables/index';
import { periodFromKey } from '../../shared/domain/advance-pay/advance-pay';
import { APPROVED, DRAFT } from '../../shared/domain/organisations/approval';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { createBenefit } from '../../lambdas/data/benefits/employee-benefits';
import { failedWageId, putFailedWage, resolveFailedWage } from '../../lambdas/data/advance-pay/failed-earned-wages';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { keys } from '../../lambdas/data/table/keys';
import { callApi, okBody, signIn } from '../support/api';
import { storeWithdrawal } from '../support/advance-pay';
import { advancePayOrgRecord, employeeRecord } from '../support/advance-pay-records';
import { freshOrgWithManager, type FreshOrg } from '../support/fresh-org';
import { expectCursorRefused } from '../support/paging';
import { putTableItem } from '../support/table-item';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The server search of the Advance Pay, directory, benefits and organisations lists
 * (docs/data-model.md#searched-lists): for each list, rows of the test's own (a fresh organisation,
 * or ids of this run where the list spans the platform) are laid out so the row sought lies beyond
 * the first page of the unsearched list; the search (any case) finds it on its first page, a text
 * matching nothing finds none of the test's rows, a cursor of the search is refused by the
 * unsearched list, and the list's filters still apply beside the search.
 */

const token = ulid().toLowerCase();
/** A mark of this run in names: the search text. */
const mark = `Qz${token.slice(-8)}`;
/** Text no row of this run holds. */
const nothing = `nomatch-${token}`;
let admin: string;

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** One page of a list as a caller reads it. */
async function page<N extends CallableName>(name: N, input: CallableInput<N>, caller: string) {
  return okBody(await callApi(name, input, caller));
}

/** Employees of the directory (approved unless said), IC numbers ascending in the order given. */
async function storeEmployees(orgId: string, people: Partial<EmployeeRecord>[]): Promise<EmployeeRecord[]> {
  const now = epochSeconds();
  const base = `7${String(Date.now()).slice(-7)}`;
  const out: EmployeeRecord[] = [];
  for (const [i, fields] of people.entries()) {
    const employee = employeeRecord(orgId, now, {
      employeeICNumber: `${base}${String(i + 1).padStart(4, '0')}`,
      email: `${orgId}-e${i + 1}-${token}@list-search.test`,
      ...fields,
    });
    await createEmployee(employee);
    out.push(employee);
  }
  return out;
}

describe('Advance Pay of a month (management)', () => {
  let org: FreshOrg;
  const rand = () => Math.floor(Math.random() * 1e6);
  /** A month far ahead, of this test's own. */
  const period = periodFromKey(`${2200 + (rand() % 700)}-${String(1 + (rand() % 12)).padStart(2, '0')}`);
  const other = periodFromKey(`${Number(period.key.slice(0, 4)) + 1}-${period.key.slice(5)}`);
  let employees: EmployeeRecord[];
  let targetTx: string;

  beforeAll(async () => {
    org = await freshOrgWithManager({ idPrefix: 'lsa', label: 'List Search Adv' });
    // Four employees by IC number, the one sought last; their requests newest first, its first (oldest).
    employees = await storeEmployees(org.orgId, [
      { name: 'Aina Binti Ali' },
      { name: 'Bala Subramaniam' },
      { name: 'Chong Wei Ming' },
      { name: `Siti ${mark} Rahman` },
    ]);
    const target = employees[3];
    targetTx = (
      await storeWithdrawal(org.orgId, target.employeeICNumber, { period, createdBy: target.name, amount: 120 })
    ).id;
    for (const e of employees.slice(0, 3))
      await storeWithdrawal(org.orgId, e.employeeICNumber, { period, createdBy: e.name, amount: 100 });
    // The same employee in another month: the month filter leaves it out.
    await storeWithdrawal(org.orgId, target.employeeICNumber, { period: other, createdBy: target.name });
  });

  it('advancePayManagement-getTransactions: the search finds a request of a later page on its first', async () => {
    const first = await page('advancePayManagement-getTransactions', { period: period.key, limit: 2 }, org.token);
    expect(first.items.map((t) => t.id)).not.toContain(targetTx);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.total).toBe(4);

    const found = await page(
      'advancePayManagement-getTransactions',
      { period: period.key, search: mark.toUpperCase(), limit: 2 },
      org.token,
    );
    expect(found.items.map((t) => t.id)).toEqual([targetTx]);
    expect(found.items[0].employeeName).toBe(employees[3].name);
    expect(found.nextCursor).toBeUndefined();
    // A searched page has no count of the month (its totals stay the month's).
    expect(found.total).toBeUndefined();
    expect(found.totals.counts.pending).toBe(4);
    // The IC number as typed with dashes finds it too.
    const ic = employees[3].employeeICNumber;
    const byIc = await page(
      'advancePayManagement-getTransactions',
      { period: period.key, search: `${ic.slice(0, 6)}-${ic.slice(6, 8)}-${ic.slice(8)}`, limit: 2 },
      org.token,
    );
    expect(byIc.items.map((t) => t.id)).toEqual([targetTx]);

    const none = await page(
      'advancePayManagement-getTransactions',
      { period: period.key, search: nothing, limit: 2 },
      org.token,
    );
    expect(none.items).toEqual([]);
    expect(none.nextCursor).toBeUndefined();

    // The month filter still applies: the other month holds one request of the employee, not this one.
    const otherMonth = await page(
      'advancePayManagement-getTransactions',
      { period: other.key, search: mark.toLowerCase(), limit: 2 },
      org.token,
    );
    expect(otherMonth.items).toHaveLength(1);
    expect(otherMonth.items[0].id).not.toBe(targetTx);

    // Every request of the month is for bills: one a page, and the cursor serves only that search.
    const searched = await page(
      'advancePayManagement-getTransactions',
      { period: period.key, search: 'BILLS', limit: 1 },
      org.token,
    );
    expect(searched.items).toHaveLength(1);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused(
      'advancePayManagement-getTransactions',
      { period: period.key },
      searched.nextCursor!,
      org.token,
    );
  });

  it('advancePayManagement-getMonthlyReport: the search finds an employee of a later page by the directory name', async () => {
    const target = employees[3];
    const first = await page('advancePayManagement-getMonthlyReport', { period: period.key, limit: 2 }, org.token);
    expect(first.employeesReports.map((l) => l.employeeICNumber)).not.toContain(target.employeeICNumber);
    expect(first.nextCursor).toEqual(expect.any(String));

    // The name is the directory's (not on the month summary): found in any case.
    const found = await page(
      'advancePayManagement-getMonthlyReport',
      { period: period.key, search: `siti ${mark.toLowerCase()}`, limit: 2 },
      org.token,
    );
    expect(found.employeesReports).toEqual([
      expect.objectContaining({ employeeICNumber: target.employeeICNumber, employeeName: target.name, total: 120 }),
    ]);
    expect(found.nextCursor).toBeUndefined();
    // The summary stays the whole month's.
    expect(found.summary.employeesWithRequests).toBe(4);
    expect(found.summary.totalRequests).toBe(4);
    // The e-mail finds it too.
    const byEmail = await page(
      'advancePayManagement-getMonthlyReport',
      { period: period.key, search: target.email!.toUpperCase(), limit: 2 },
      org.token,
    );
    expect(byEmail.employeesReports.map((l) => l.employeeICNumber)).toEqual([target.employeeICNumber]);

    const none = await page(
      'advancePayManagement-getMonthlyReport',
      { period: period.key, search: nothing, limit: 2 },
      org.token,
    );
    expect(none.employeesReports).toEqual([]);

    // The month still applies: in the other month the employee's line holds that month's request only.
    const otherMonth = await page(
      'advancePayManagement-getMonthlyReport',
      { period: other.key, search: mark, limit: 2 },
      org.token,
    );
    expect(otherMonth.employeesReports).toEqual([
      expect.objectContaining({ employeeICNumber: target.employeeICNumber, total: 200 }),
    ]);

    // Every employee's e-mail holds the run's token: one a page, and the cursor serves only that search.
    const searched = await page(
      'advancePayManagement-getMonthlyReport',
      { period: period.key, search: `${token}@`, limit: 1 },
      org.token,
    );
    expect(searched.employeesReports).toHaveLength(1);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused(
      'advancePayManagement-getMonthlyReport',
      { period: period.key },
      searched.nextCursor!,
      org.token,
    );
    // Every page of that search together: each employee once, by IC number.
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const next = await page(
        'advancePayManagement-getMonthlyReport',
        { period: period.key, search: `${token}@`, limit: 1, ...(cursor ? { cursor } : {}) },
        org.token,
      );
      names.push(...next.employeesReports.map((l) => l.employeeName));
      cursor = next.nextCursor;
    } while (cursor && names.length < 10);
    expect(names).toEqual(employees.map((e) => e.name));
  });
});

describe('failed earned wages (administrators)', () => {
  // Ids of this run that sort first in the platform's failures, so the first page of the unsearched list is known.
  const orgId = `0lsa-${token}`;
  const period = periodFromKey('2026-10');
  const failures = ['Aina Binti Ali', 'Bala Subramaniam', `Siti ${mark} Rahman`].map((employeeName, i) => ({
    id: failedWageId(orgId, `88010114${String(i + 1).padStart(4, '0')}`, period.key),
    orgId,
    orgName: `List Search ${token} Sdn Bhd`,
    employeeICNumber: `88010114${String(i + 1).padStart(4, '0')}`,
    employeeName,
    earnedWagesSen: asSen(0),
    period: period.text,
    periodKey: period.key,
    reason: i === 2 ? 'No bank data' : 'No salary',
    createdAt: epochSeconds(),
    updatedAt: epochSeconds(),
  }));

  beforeAll(async () => {
    for (const f of failures) await putFailedWage(f);
  });
  afterAll(async () => {
    for (const f of failures) await resolveFailedWage(f);
  });

  it('advancePayAdmin-getFailedWagesList: the search finds a failure of a later page on its first', async () => {
    const target = failures[2];
    const first = await page('advancePayAdmin-getFailedWagesList', { limit: 2 }, admin);
    expect(first.items.map((f) => f.employeeICNumber)).not.toContain(target.employeeICNumber);
    expect(first.nextCursor).toEqual(expect.any(String));

    const found = await page('advancePayAdmin-getFailedWagesList', { search: mark.toUpperCase(), limit: 2 }, admin);
    expect(found.items).toEqual([
      expect.objectContaining({ orgId, employeeICNumber: target.employeeICNumber, employeeName: target.employeeName }),
    ]);

    // The organisation's name (on the row) finds every failure of the organisation.
    const byOrg = await page('advancePayAdmin-getFailedWagesList', { search: `list search ${token}`, limit: 5 }, admin);
    expect(byOrg.items.map((f) => f.employeeName)).toEqual(failures.map((f) => f.employeeName));

    const none = await page('advancePayAdmin-getFailedWagesList', { search: nothing, limit: 2 }, admin);
    expect(none.items.filter((f) => f.orgId === orgId)).toEqual([]);

    const searched = await page('advancePayAdmin-getFailedWagesList', { search: token, limit: 1 }, admin);
    expect(searched.items).toHaveLength(1);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused('advancePayAdmin-getFailedWagesList', {}, searched.nextCursor!, admin);
  });
});

describe('eBenefits lists (management)', () => {
  let org: FreshOrg;
  beforeAll(async () => {
    org = await freshOrgWithManager({ idPrefix: 'lsb', label: 'List Search Benefits', eBenefits: 'yes' });
  });

  it('employees-getEmployeesWithMissingPaymentElection: the search finds an employee of a later page, within the list', async () => {
    const people = await storeEmployees(org.orgId, [
      { name: 'Aina Binti Ali' },
      { name: `Farah ${mark} Complete` },
      { name: 'Bala Subramaniam' },
      { name: `Kumar ${mark} Pending`, status: 'pending-approval' },
      { name: 'Chong Wei Ming' },
      { name: `Siti ${mark} Rahman` },
    ]);
    // One who elected 100% is not missing an election, whatever the search.
    const complete = people[1];
    await putTableItem({
      ...keys.electionTotal(org.orgId, complete.employeeICNumber),
      entity: 'electionTotal',
      version: 1,
      icNumber: complete.employeeICNumber,
      total: 100,
    });
    const target = people[5];
    const first = await page('employees-getEmployeesWithMissingPaymentElection', { limit: 2 }, org.token);
    expect(first.items.map((e) => e.employeeICNumber)).toEqual([people[0], people[2]].map((e) => e.employeeICNumber));
    expect(first.nextCursor).toEqual(expect.any(String));

    // The approved, incomplete employee with the mark: not the complete one, not the one pending approval.
    const found = await page(
      'employees-getEmployeesWithMissingPaymentElection',
      { search: mark.toUpperCase(), limit: 2 },
      org.token,
    );
    expect(found.items.map((e) => e.employeeICNumber)).toEqual([target.employeeICNumber]);
    expect(found.nextCursor).toBeUndefined();
    const byMobile = await page(
      'employees-getEmployeesWithMissingPaymentElection',
      { search: target.mobileNumber!, limit: 2 },
      org.token,
    );
    expect(byMobile.items.map((e) => e.employeeICNumber)).toEqual([target.employeeICNumber]);

    const none = await page('employees-getEmployeesWithMissingPaymentElection', { search: nothing }, org.token);
    expect(none.items).toEqual([]);

    // Every e-mail holds the run's token: one a page, and the cursor serves only that search.
    const searched = await page(
      'employees-getEmployeesWithMissingPaymentElection',
      { search: `${token}@`, limit: 1 },
      org.token,
    );
    expect(searched.items.map((e) => e.employeeICNumber)).toEqual([people[0].employeeICNumber]);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused('employees-getEmployeesWithMissingPaymentElection', {}, searched.nextCursor!, org.token);
  });

  it('employeeBenefits-getEmployeeBenefits: the search finds a benefit of a later page, with the filters', async () => {
    const now = epochSeconds();
    // Ids in the order made, even within one millisecond.
    const nextId = monotonicFactory();
    const benefit = (name: string, status: typeof APPROVED | typeof DRAFT) =>
      createBenefit({
        id: nextId(),
        orgId: org.orgId,
        name,
        amountSen: asSen(10_000),
        employeeCategory: 'Staff',
        employeeCategoryId: 'cat-staff',
        officeCode: 'KL',
        recurrence: 'Monthly',
        status,
        modifiedBy: 'test',
        modifiedDate: now,
        createdAt: now,
      });
    // Newest first: the one sought is made first, so it comes last.
    const target = await benefit(`Transport ${mark}`, APPROVED);
    const draft = await benefit(`Meal ${mark}`, DRAFT);
    await benefit('Phone allowance', APPROVED);
    await benefit('Gym allowance', APPROVED);

    const first = await page('employeeBenefits-getEmployeeBenefits', { limit: 2 }, org.token);
    expect(first.items.map((b) => b.id)).not.toContain(target.id);
    expect(first.nextCursor).toEqual(expect.any(String));

    const found = await page(
      'employeeBenefits-getEmployeeBenefits',
      { search: `TRANSPORT ${mark.toUpperCase()}`, limit: 2 },
      org.token,
    );
    expect(found.items.map((b) => b.id)).toEqual([target.id]);
    expect(found.nextCursor).toBeUndefined();

    // The status filter beside the search: of the two with the mark, the Approved one, then the Draft one.
    const approved = await page('employeeBenefits-getEmployeeBenefits', { search: mark, status: APPROVED }, org.token);
    expect(approved.items.map((b) => b.id)).toEqual([target.id]);
    const drafts = await page('employeeBenefits-getEmployeeBenefits', { search: mark, status: DRAFT }, org.token);
    expect(drafts.items.map((b) => b.id)).toEqual([draft.id]);

    const none = await page('employeeBenefits-getEmployeeBenefits', { search: nothing }, org.token);
    expect(none.items).toEqual([]);

    const searched = await page('employeeBenefits-getEmployeeBenefits', { search: mark, limit: 1 }, org.token);
    expect(searched.items.map((b) => b.id)).toEqual([draft.id]);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused('employeeBenefits-getEmployeeBenefits', {}, searched.nextCursor!, org.token);
  });
});

describe('organisations (administrators)', () => {
  // Ids of this run that sort first among the organisations, so the first page of the unsearched list is known.
  const ids = ['a', 'b', 'c'].map((s) => `0lsa-${token}-${s}`);

  beforeAll(async () => {
    const now = epochSeconds();
    const names = ['Alpha Trading', 'Bravo Logistics', `Cendana ${mark} Holdings`];
    for (const [i, id] of ids.entries())
      await createOrg(
        advancePayOrgRecord(id, `${names[i]} Sdn Bhd`, now, {
          advancePay: 'no',
          status: i === 1 ? 'Onboarding' : 'Active',
          city: i === 2 ? 'Kuching' : 'Shah Alam',
        }),
      );
  });

  it('orgs-getOrgs: the search finds an organisation of a later page, with the status filter', async () => {
    const target = ids[2];
    const first = await page('orgs-getOrgs', { limit: 2 }, admin);
    expect(first.items.map((o) => o.id)).not.toContain(target);
    expect(first.nextCursor).toEqual(expect.any(String));

    const found = await page('orgs-getOrgs', { search: `cendana ${mark.toLowerCase()}`, limit: 2 }, admin);
    expect(found.items.map((o) => o.id)).toEqual([target]);

    // Its code (the id here) finds every organisation of this run, any case.
    const byCode = await page('orgs-getOrgs', { search: `0LSA-${token.toUpperCase()}`, limit: 5 }, admin);
    expect(byCode.items.map((o) => o.id)).toEqual(ids);
    // The status filter beside the search: the Onboarding one is left out of the Active ones.
    const active = await page('orgs-getOrgs', { search: `0lsa-${token}`, status: 'Active', limit: 5 }, admin);
    expect(active.items.map((o) => o.id)).toEqual([ids[0], ids[2]]);

    const none = await page('orgs-getOrgs', { search: nothing, limit: 2 }, admin);
    expect(none.items.filter((o) => ids.includes(o.id))).toEqual([]);

    const searched = await page('orgs-getOrgs', { search: `0lsa-${token}`, limit: 1 }, admin);
    expect(searched.items.map((o) => o.id)).toEqual([ids[0]]);
    expect(searched.nextCursor).toEqual(expect.any(String));
    await expectCursorRefused('orgs-getOrgs', {}, searched.nextCursor!, admin);
  });
});
