import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectOk, expectRefused, signIn, type RawApiResult } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * Page cursors through the API (issue 9, item 7): opaque, sealed, bound to the list and the
 * organisation that issued them; a tampered, foreign or oversized one is a 400 with errorInfo.
 */
const PASSWORD = DEMO_PASSWORD;
const tokens: Record<'manager' | 'otherManager' | 'admin', string> = {} as never;

beforeAll(async () => {
  const [manager, otherManager, admin] = await Promise.all([
    signIn('manager@demo.test', PASSWORD),
    signIn('manager@other.test', PASSWORD),
    signIn('admin@platform.test', PASSWORD),
  ]);
  Object.assign(tokens, { manager: manager.idToken, otherManager: otherManager.idToken, admin: admin.idToken });
});

/** The first page of the demo organisation's employees, two at a time. */
async function firstEmployeesPage() {
  const res = await callApi('employees-getEmployees', { limit: 2 }, tokens.manager);
  expectOk(res);
  expect(res.body.nextCursor).toEqual(expect.any(String));
  return res.body as { items: { employeeICNumber: string }[]; nextCursor: string };
}

/** The cursor with one character of its middle replaced. */
const tamper = (cursor: string) => {
  const i = Math.floor(cursor.length / 2);
  return `${cursor.slice(0, i)}${cursor[i] === 'A' ? 'B' : 'A'}${cursor.slice(i + 1)}`;
};

const expectCursorRefusal = (res: RawApiResult, message: RegExp) => {
  expectRefused(res, 400);
  expect(res.body.errorInfo.code).toBe('INVALID_ARGUMENT');
  const cursorDetails = res.body.errorInfo.details?.filter((d) => d.field === 'cursor');
  expect(cursorDetails).toHaveLength(1);
  // The schema refuses an oversized cursor before the handler: its words are then on the field.
  expect([res.body.errorInfo.message, cursorDetails![0].message].some((m) => message.test(m))).toBe(true);
};

describe('page cursors', () => {
  it('carry on to the next page, which holds other records', async () => {
    // prepare
    const first = await firstEmployeesPage();
    // act
    const second = await callApi('employees-getEmployees', { limit: 2, cursor: first.nextCursor }, tokens.manager);
    // assess
    expectOk(second);
    const firstIcs = first.items.map((e) => e.employeeICNumber);
    expect(second.body.items.length).toBeGreaterThan(0);
    for (const e of second.body.items) expect(firstIcs).not.toContain(e.employeeICNumber);
  });

  it('reveal no key and no IC number', async () => {
    // prepare / act
    const first = await firstEmployeesPage();
    // assess
    const decoded = Buffer.from(first.nextCursor, 'base64url').toString('latin1');
    const lastIc = first.items.at(-1)!.employeeICNumber;
    for (const text of [first.nextCursor, decoded]) {
      expect(text).not.toContain(lastIc);
      expect(text).not.toMatch(/ORG#|EMP#|demo/);
    }
  });

  it('refuse a tampered cursor with 400', async () => {
    // prepare
    const first = await firstEmployeesPage();
    // act
    const res = await callApi('employees-getEmployees', { limit: 2, cursor: tamper(first.nextCursor) }, tokens.manager);
    // assess
    expectCursorRefusal(res, /^The page cursor is not valid; reload the list\.$/);
  });

  it('refuse a cursor of another organisation with 400', async () => {
    // prepare
    const first = await firstEmployeesPage();
    // act: another organisation's manager replays the demo organisation's cursor
    const res = await callApi('employees-getEmployees', { limit: 2, cursor: first.nextCursor }, tokens.otherManager);
    // assess
    expectCursorRefusal(res, /^This page cursor belongs to another list; reload the list\.$/);
  });

  it("refuse an administrator's cursor of one organisation on another's list", async () => {
    // prepare
    const first = await callApi('users-getUsers', { tenantId: 'demo', limit: 1 }, tokens.admin);
    expectOk(first);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    // act
    const res = await callApi(
      'users-getUsers',
      { tenantId: 'other', limit: 1, cursor: first.body.nextCursor },
      tokens.admin,
    );
    // assess
    expectCursorRefusal(res, /belongs to another list/);
  });

  it('refuse a cursor of another list with 400', async () => {
    // prepare
    const users = await callApi('users-getUsers', { limit: 1 }, tokens.admin);
    expectOk(users);
    expect(users.body.nextCursor).toEqual(expect.any(String));
    // act
    const res = await callApi('orgs-getOrgs', { limit: 1, cursor: users.body.nextCursor }, tokens.admin);
    // assess
    expectCursorRefusal(res, /belongs to another list/);
  });

  it.each([
    ['oversized', 'A'.repeat(5000)],
    ['garbage', '%%%not-a-cursor%%%'],
    [
      'old-style base64url JSON of a key',
      Buffer.from(JSON.stringify({ pk: 'ORG#other', sk: 'EMP#900101145678' })).toString('base64url'),
    ],
  ])('refuse an %s cursor with 400, never 5xx', async (_what, cursor) => {
    // act
    const res = await callApi('employees-getEmployees', { cursor }, tokens.manager);
    // assess
    expectCursorRefusal(res, /reload the list/);
  });

  it("refuse a list cursor as the migration's step cursor", async () => {
    // prepare
    const users = await callApi('users-getUsers', { limit: 1 }, tokens.admin);
    expectOk(users);
    // act
    const res = await callApi(
      'advancePayAdmin-refactorToUseEmployeeICNumber',
      { cursor: users.body.nextCursor },
      tokens.admin,
    );
    // assess
    expectCursorRefusal(res, /start the migration again/);
  });
});
