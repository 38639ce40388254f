import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { getCallable } from '../../shared/callables';
import { callApi, callApiRaw, errorInfoOf, expectOk, expectRefused, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * Money inputs (issue 9, item 8): an RM field takes a finite number with at most 2 decimals
 * within its range. Each value below is sent as its own JSON text (a raw body, so nothing on
 * the way rewrites it) to each money field of a few callables: a 400 naming the field, and
 * nothing changed.
 */
const PASSWORD = DEMO_PASSWORD;
const BAD_NUMBERS = ['1e-320', '0.30000000000000004', '9999999.999'] as const;

type Who = 'manager' | 'admin' | 'employee';
const tokens: Record<Who, string> = {} as never;

beforeAll(async () => {
  const [manager, admin, employee] = await Promise.all([
    signIn('manager@demo.test', PASSWORD),
    signIn('admin@platform.test', PASSWORD),
    signIn('employee@other.test', PASSWORD),
  ]);
  Object.assign(tokens, { manager: manager.idToken, admin: admin.idToken, employee: employee.idToken });
});

const PLACEHOLDER = '"__MONEY__"';

/** The callable's registry example with `field` (a dotted path) set to the JSON number `literal`, as raw JSON text. */
function rawBody(payload: Record<string, unknown>, field: string, literal: string): string {
  const copy = structuredClone(payload);
  const path = field.split('.');
  let at = copy;
  for (const part of path.slice(0, -1)) at = at[part] as Record<string, unknown>;
  at[path.at(-1)!] = PLACEHOLDER.slice(1, -1);
  const text = JSON.stringify(copy).replace(PLACEHOLDER, literal);
  expect(text).toContain(literal);
  return text;
}

const example = (name: string) => ({ ...(getCallable(name)!.example as Record<string, unknown>) });

/** A fresh IC number, so the example never meets an employee of another test or of the seed. */
const freshIc = () => `T${ulid().slice(-10)}`;

const CASES: { name: string; who: Who; fields: string[]; payload?: () => Record<string, unknown> }[] = [
  {
    name: 'employees-createEmployee',
    who: 'manager',
    fields: ['salary'],
    payload: () => ({ ...example('employees-createEmployee'), employeeICNumber: freshIc() }),
  },
  {
    name: 'withdrawalPolicies-createAdvancedPolicy',
    who: 'manager',
    fields: ['maximumWithdrawalAmount', 'minSalary', 'maxSalary'],
  },
  { name: 'withdrawalPolicies-updateGeneralPolicy', who: 'manager', fields: ['maximumWithdrawalAmount'] },
  {
    name: 'orgs-createOrg',
    who: 'admin',
    fields: [
      'advancePayMax',
      'disbursements.initialCreditLimit',
      'serviceFeePercentage',
      'disbursements.platformFeePercentage',
      'disbursements.monthlyFeePercentage',
    ],
    payload: () => ({ ...example('orgs-createOrg'), name: `Money Check ${ulid().slice(-6)}` }),
  },
  { name: 'wallets-createWallet', who: 'admin', fields: ['minimumAmount'] },
  { name: 'advancePayEmployee-sendVerificationCode', who: 'employee', fields: ['amount'] },
  { name: 'advancePayEmployee-initiateTransaction', who: 'employee', fields: ['amount'] },
];

const rows = CASES.flatMap((c) =>
  c.fields.flatMap((field) => BAD_NUMBERS.map((literal) => [c.name, field, literal, c] as const)),
);

describe('money inputs', () => {
  it.each(rows)('%s refuses %s = %s with 400 naming the field', async (name, field, literal, c) => {
    // prepare
    const body = rawBody(c.payload?.() ?? example(name), field, literal);
    // act
    const res = await callApiRaw(name, body, tokens[c.who]);
    // assess
    expectRefused(res, 400);
    expect(res.body.errorInfo.code).toBe('INVALID_ARGUMENT');
    expect(res.body.errorInfo.details?.map((d) => d.field)).toContain(field);
  });

  it.each(BAD_NUMBERS)(
    'a salary of %s is refused in words that name it, and no employee is created',
    async (literal) => {
      // prepare
      const ic = freshIc();
      const body = rawBody({ ...example('employees-createEmployee'), employeeICNumber: ic }, 'salary', literal);
      // act
      const res = await callApiRaw('employees-createEmployee', body, tokens.manager);
      // assess
      expect(errorInfoOf(res).details).toEqual([{ field: 'salary', message: 'Salary can have at most 2 decimals' }]);
      const list = await callApi('employees-getEmployees', { limit: 500 }, tokens.manager);
      expectOk(list);
      expect(list.body.items.map((e: { employeeICNumber: string }) => e.employeeICNumber)).not.toContain(ic);
    },
  );

  it('an edit with a bad salary leaves the employee as it was', async () => {
    // prepare
    const ic = freshIc();
    const created = await callApi(
      'employees-createEmployee',
      { ...getCallable('employees-createEmployee').example, employeeICNumber: ic, salary: 3200.5 },
      tokens.manager,
    );
    expectOk(created);
    // act
    const res = await callApiRaw(
      'employees-editEmployee',
      rawBody({ employeeICNumber: ic, salary: 0 }, 'salary', '0.30000000000000004'),
      tokens.manager,
    );
    // assess
    expectRefused(res, 400);
    const list = await callApi('employees-getEmployees', { limit: 500 }, tokens.manager);
    expectOk(list);
    expect(list.body.items.find((e: { employeeICNumber: string }) => e.employeeICNumber === ic)?.salary).toBe(3200.5);
  });

  it('two decimals typed exactly are taken', async () => {
    // act
    const res = await callApiRaw(
      'employees-createEmployee',
      rawBody({ ...example('employees-createEmployee'), employeeICNumber: freshIc() }, 'salary', '0.29'),
      tokens.manager,
    );
    // assess
    expectOk(res);
    expect(res.body).toMatchObject({ salary: 0.29 });
  });
});
