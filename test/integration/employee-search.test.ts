import { beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { SEARCH_MAX_LENGTH } from '../../shared/domain/employees/employee-search';
import { createEmployee, softDeleteEmployee } from '../../lambdas/data/employees/employees';
import { callApi, expectOk, expectRefused, signIn } from '../support/api';
import { freshAdvancePayOrg } from '../support/advance-pay';
import { createTestUser } from '../support/users';

/** A directory of its own: 12 employees whose names, e-mails and IC numbers the searches below pick from. */
let manager: string;
const people: EmployeeRecord[] = [];

function person(i: number, fields: Partial<EmployeeRecord>): EmployeeRecord {
  const at = epochSeconds();
  return {
    employeeICNumber: `9001010${String(i).padStart(5, '0')}`,
    orgId: '',
    firstName: 'Ahmad',
    lastName: `Staff ${i}`,
    name: `Ahmad Staff ${i}`,
    email: `ahmad.${i}@example.my`,
    status: 'approved',
    salarySen: asSen(300_000),
    advancePayWithdrawalsDisabled: false,
    createdAt: at,
    modifiedAt: at,
    ...fields,
  };
}

beforeAll(async () => {
  const org = await freshAdvancePayOrg();
  const user = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
  manager = (await signIn(user.email, user.password)).idToken;
  for (let i = 1; i <= 12; i++) {
    const fields: Partial<EmployeeRecord> =
      i === 11
        ? { firstName: 'Siti', lastName: 'Aminah', name: 'Siti Aminah', email: 'siti.aminah@Example.my' }
        : i === 12
          ? {
              name: 'Wong Mei Ling',
              firstName: 'Wong',
              lastName: 'Mei Ling',
              email: 'meiling@example.my',
              status: 'pending-approval',
            }
          : {};
    people.push(await createEmployee(person(i, { orgId: org.id, ...fields })));
  }
  // A deleted employee who would match every search below: never shown.
  const gone = await createEmployee(person(13, { orgId: org.id, name: 'Siti Ahmad Gone' }));
  await softDeleteEmployee(gone, epochSeconds(), 'test');
});

/** Every page of a search, `limit` rows a page. */
async function searchAll(input: { search?: string; status?: EmployeeRecord['status'] }, limit: number) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  do {
    const res = await callApi('employees-getEmployees', { ...input, limit, ...(cursor ? { cursor } : {}) }, manager);
    expectOk(res);
    pages.push(res.body.items.map((e) => e.name));
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('employees-getEmployees search', () => {
  it('finds by name, e-mail or IC number, whatever the case, the IC number typed with dashes too', async () => {
    expect(await searchAll({ search: 'sITI' }, 10)).toEqual([['Siti Aminah']]);
    expect(await searchAll({ search: 'SITI.AMINAH@example' }, 10)).toEqual([['Siti Aminah']]);
    expect(await searchAll({ search: '900101-00-0012' }, 10)).toEqual([['Wong Mei Ling']]);
    expect(await searchAll({ search: '  mei ling ' }, 10)).toEqual([['Wong Mei Ling']]);
    expect(await searchAll({ search: 'nobody here' }, 10)).toEqual([[]]);
  });

  it('pages the matches (full pages, no repeat, no gap) and keeps the status filter', async () => {
    const pages = await searchAll({ search: 'ahmad' }, 4);
    expect(pages.map((p) => p.length)).toEqual([4, 4, 2]);
    expect(pages.flat()).toEqual(people.slice(0, 10).map((p) => p.name));
    expect(await searchAll({ search: 'example.my', status: 'pending-approval' }, 10)).toEqual([['Wong Mei Ling']]);
  });

  it('fills every page without a search too (deleted employees skipped)', async () => {
    const pages = await searchAll({}, 5);
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat()).toEqual(people.map((p) => p.name));
  });

  it('refuses a search longer than the limit (400 naming the field)', async () => {
    const res = await callApi('employees-getEmployees', { search: 'x'.repeat(SEARCH_MAX_LENGTH + 1) }, manager);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.[0].field).toBe('search');
  });
});
