import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { unusableEmailMessage } from '../../shared/domain/employees/employee';
import { callApi, expectOk, expectRefused, signIn, type ApiResult } from '../support/api';
import { freshMobile, freshIcNumber } from '../support/advance-pay-records';
import { freshOrgWithManager, type FreshOrg } from '../support/fresh-org';
import { createTestUser } from '../support/users';

/**
 * No answer tells an organisation that an e-mail or mobile number is used by another one
 * (docs/rules.md#employees): an e-mail is unique on the platform, so its clash is still refused,
 * but in the same words whoever holds it; a mobile number is unique per organisation only, so
 * another organisation's number is simply accepted.
 */

const freshEmail = () => `o-${ulid().toLowerCase()}@example.my`;
const employee = (email?: string, mobileNumber?: string) => ({
  employeeICNumber: freshIcNumber(),
  firstName: 'Nur',
  lastName: 'Aina',
  ...(email ? { email } : {}),
  ...(mobileNumber ? { mobileNumber } : {}),
});

/** The answer with the e-mail it names replaced, so answers about different addresses compare. */
const withoutEmail = (
  res: ApiResult<'employees-createEmployee'> | ApiResult<'employees-editEmployee'>,
  email: string,
) => JSON.parse(JSON.stringify(res).split(email).join('<e-mail>')) as unknown;

let orgA: FreshOrg;
let orgB: FreshOrg;
/** Org B's employee: an e-mail and a mobile number of another organisation. */
const theirs = { email: freshEmail(), mobile: freshMobile() };

beforeAll(async () => {
  [orgA, orgB] = await Promise.all([
    freshOrgWithManager({ idPrefix: 'oracle-a', label: 'Oracle A' }),
    freshOrgWithManager({ idPrefix: 'oracle-b', label: 'Oracle B' }),
  ]);
  expectOk(await callApi('employees-createEmployee', employee(theirs.email, theirs.mobile), orgB.token));
});

describe("another organisation's e-mail", () => {
  it("is refused to org A's Manager exactly as an address of org A's own that the Manager cannot see", async () => {
    // prepare: org A's own Executive login (not in the directory; Managers do not list logins)
    const executive = await createTestUser({ role: 'Executive', orgId: orgA.orgId, acceptedTerms: true });

    // act
    const foreign = await callApi('employees-createEmployee', employee(theirs.email), orgA.token);
    const ownLogin = await callApi('employees-createEmployee', employee(executive.email), orgA.token);

    // assess: one answer, naming nothing but the address
    expectRefused(foreign, 409);
    expect(foreign.body.errorInfo).toEqual({
      code: 'ALREADY_EXISTS',
      message: unusableEmailMessage(theirs.email),
      details: [{ field: 'email', message: unusableEmailMessage(theirs.email) }],
    });
    expect(withoutEmail(foreign, theirs.email)).toEqual(withoutEmail(ownLogin, executive.email));
    expect(foreign.body.errorInfo.message).not.toMatch(/in use|exist|organisation/i);
  });

  it("is refused the same way for a colleague in org A's own directory", async () => {
    const colleague = freshEmail();
    expectOk(await callApi('employees-createEmployee', employee(colleague), orgA.token));
    const own = await callApi('employees-createEmployee', employee(colleague), orgA.token);
    const foreign = await callApi('employees-createEmployee', employee(theirs.email), orgA.token);
    expect(withoutEmail(own, colleague)).toEqual(withoutEmail(foreign, theirs.email));
  });

  it('is refused the same way on an edit, and the employee is unchanged', async () => {
    const created = await callApi('employees-createEmployee', employee(), orgA.token);
    expectOk(created);
    const executive = await createTestUser({ role: 'Executive', orgId: orgA.orgId, acceptedTerms: true });
    const edit = (email: string) =>
      callApi(
        'employees-editEmployee',
        { employeeICNumber: created.body.employeeICNumber, firstName: 'Nur', lastName: 'Aina', email },
        orgA.token,
      );
    const foreign = await edit(theirs.email);
    const ownLogin = await edit(executive.email);
    expectRefused(foreign, 409);
    expect(foreign.body.errorInfo.message).toBe(unusableEmailMessage(theirs.email));
    expect(withoutEmail(foreign, theirs.email)).toEqual(withoutEmail(ownLogin, executive.email));
    const after = await callApi(
      'employees-getFullEmployeeProfile',
      { employeeICNumber: created.body.employeeICNumber },
      orgA.token,
    );
    expectOk(after);
    expect(after.body.email).toBeUndefined();
  });

  it('an administrator, who sees every organisation, is still told the account exists', async () => {
    const admin = await createTestUser({ role: 'admin' });
    const token = (await signIn(admin.email, admin.password)).idToken;
    const res = await callApi(
      'users-createUser',
      {
        email: theirs.email,
        password: 'Adm1n-Passw0rd!',
        firstName: 'X',
        lastName: 'Y',
        role: 'Manager',
        status: 'Active',
        orgId: orgA.orgId,
      },
      token,
    );
    expectRefused(res, 409);
    expect(res.body.errorInfo.message).toBe(`An account with the e-mail ${theirs.email} already exists.`);
  });
});

describe("another organisation's mobile number", () => {
  it('is no clash at all: org A may use it, so nothing about org B is told', async () => {
    const res = await callApi('employees-createEmployee', employee(undefined, theirs.mobile), orgA.token);
    expectOk(res);
    expect(res.body.mobileNumber).toBe(theirs.mobile);
  });
});
