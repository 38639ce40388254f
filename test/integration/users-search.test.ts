import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds } from '../../shared/domain/time/time';
import type { User } from '../../shared/domain/identity/user';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { mapLimit } from '../../lambdas/core/concurrency';
import { env } from '../../lambdas/core/env';
import { USER_SEARCH_MAX_READS, USER_SEARCH_READ } from '../../shared/domain/identity/user-search';
import { createUser, toUserItem } from '../../lambdas/data/identity/users';
import { callApi, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { advancePayOrgRecord } from '../support/advance-pay-records';
import { countedCalls } from '../support/counted-calls';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The server search of the users and administrators lists (docs/rules.md#users-list-search): a whole
 * e-mail address is found through its claim wherever it sits in the list, within the list's scope;
 * other text matches names and e-mails case-insensitively over the list's own pages, and a cursor
 * serves only the search that issued it.
 */

const calls = countedCalls();
afterAll(() => calls.stop());
/** One call of the handler as the gateway makes it, here in this worker, and the DynamoDB requests it made. */
const callCounted = calls.call;

const token = ulid().toLowerCase();
const orgId = `us-${token}`;
/** The users of the test's organisation, in list (id) order; the first names share a mark of this run. */
let members: User[] = [];
let administrator: User;
let superadmin: string;

async function storeUser(org: string | null, n: number, firstName: string): Promise<User> {
  const now = epochSeconds();
  return createUser({
    id: `${token}-${String(n).padStart(2, '0')}`,
    tenantId: org,
    orgId: org,
    email: `searchee-${token}-${n}@${org ?? 'platform'}.test`,
    displayName: `${firstName} Searchee`,
    firstName,
    lastName: 'Searchee',
    role: org ? 'Manager' : 'admin',
    status: 'Active',
    createdAt: now,
    modifiedAt: now,
  });
}

beforeAll(async () => {
  await createOrg(advancePayOrgRecord(orgId, 'Users Search Sdn Bhd', epochSeconds()));
  // Five named with this run's mark, three others: a list of several pages at 2 a page.
  for (let n = 1; n <= 8; n++) members.push(await storeUser(orgId, n, n <= 5 ? `Qa${token}` : 'Other'));
  members = members.sort((a, b) => a.id.localeCompare(b.id));
  administrator = await storeUser(null, 9, `Qa${token}`);
  superadmin = (await signIn('superadmin@platform.test', DEMO_PASSWORD)).idToken;
});

describe('search by a whole e-mail address', () => {
  it("finds a user of a later page in one look-up (two reads beyond the caller's), whatever the letter case", async () => {
    const target = members[members.length - 1];
    const firstPage = okBody(await callApi('users-getUsers', { tenantId: orgId, limit: 2 }, superadmin));
    expect(firstPage.items.map((u) => u.id)).not.toContain(target.id);
    expect(firstPage.nextCursor).toEqual(expect.any(String));

    const found = await callCounted(
      'users-getUsers',
      { tenantId: orgId, search: ` ${target.email.toUpperCase()} ` },
      superadmin,
    );
    expect(found.answer.statusCode, found.answer.body).toBe(200);
    const body = JSON.parse(found.answer.body) as { items: User[]; nextCursor?: string };
    expect(body.items.map((u) => u.id)).toEqual([target.id]);
    expect(body.nextCursor).toBeUndefined();
    // The caller's own record, then the e-mail claim and the user: no Query of the list.
    const reads = found.requests.commands.filter((c) => !/Update|Put|Delete|Write/.test(c));
    expect(reads, found.requests.commands.join(', ')).toEqual(['GetItemCommand', 'GetItemCommand', 'GetItemCommand']);
    expect(found.requests.reads).toBe(3);
  });

  it("answers nothing for another organisation's user, or an address nobody has", async () => {
    const res = await callApi('users-getUsers', { tenantId: 'demo', search: members[0].email }, superadmin);
    expect(okBody(res)).toEqual({ items: [] });
    const nobody = await callApi('users-getUsers', { search: `nobody-${token}@nowhere.test` }, superadmin);
    expect(okBody(nobody)).toEqual({ items: [] });
  });

  it('finds an administrator in every user and among the administrators, never in an organisation', async () => {
    // The unsearched list of every user shows the administrators first: the search answers what it shows.
    const all = okBody(await callApi('users-getUsers', { search: administrator.email }, superadmin));
    expect(all.items.map((u) => u.id)).toEqual([administrator.id]);
    const admins = okBody(await callApi('users-getAdministrators', { search: administrator.email }, superadmin));
    expect(admins.items.map((u) => u.id)).toEqual([administrator.id]);
    const inOrg = okBody(await callApi('users-getUsers', { tenantId: orgId, search: administrator.email }, superadmin));
    expect(inOrg.items).toEqual([]);
    // ...and an organisation's user is no administrator.
    const member = okBody(await callApi('users-getAdministrators', { search: members[0].email }, superadmin));
    expect(member.items).toEqual([]);
    const every = okBody(await callApi('users-getUsers', { search: members[0].email }, superadmin));
    expect(every.items.map((u) => u.id)).toEqual([members[0].id]);
  });
});

describe('search by other text', () => {
  const marked = () => members.filter((u) => u.firstName.startsWith('Qa')).map((u) => u.id);

  it("matches names case-insensitively over an organisation's pages, cutting a page at its limit", async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; ; pages++) {
      const page = okBody(
        await callApi(
          'users-getUsers',
          { orgId, search: `qA${token}`.toUpperCase(), limit: 2, ...(cursor ? { cursor } : {}) },
          superadmin,
        ),
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      ids.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
      if (!cursor) break;
      expect(pages).toBeLessThan(10);
    }
    expect(ids).toEqual(marked());
  });

  it("matches part of an e-mail, and finds the organisation's users across every organisation", async () => {
    const byEmail = okBody(await callApi('users-getUsers', { tenantId: orgId, search: `${token}-7@` }, superadmin));
    expect(byEmail.items.map((u) => u.email)).toEqual([`searchee-${token}-7@${orgId}.test`]);

    // Every user: the walk reads a few partitions a page, so pages may be short or empty before the end.
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; ; pages++) {
      const page = okBody(
        await callApi('users-getUsers', { search: `Qa${token}`, limit: 3, ...(cursor ? { cursor } : {}) }, superadmin),
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      ids.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
      if (!cursor) break;
      expect(pages).toBeLessThan(1000);
    }
    // The administrators come first in that list.
    expect(ids).toEqual([administrator.id, ...marked()]);

    const admins = okBody(await callApi('users-getAdministrators', { search: `qa${token}` }, superadmin));
    expect(admins.items.map((u) => u.id)).toEqual([administrator.id]);
  });

  it('refuses a cursor of one search for another search, or for the list unsearched', async () => {
    const first = okBody(await callApi('users-getUsers', { orgId, search: `Qa${token}`, limit: 1 }, superadmin));
    const cursor = first.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expectRefused(await callApi('users-getUsers', { orgId, search: 'Other', limit: 1, cursor }, superadmin), 400);
    expectRefused(await callApi('users-getUsers', { orgId, limit: 1, cursor }, superadmin), 400);
    expectRefused(await callApi('users-getUsers', { orgId, search: members[0].email, cursor }, superadmin), 400);
    // The same search in other letters is the same search.
    expectOk(
      await callApi('users-getUsers', { orgId, search: `QA${token}`.toUpperCase(), limit: 1, cursor }, superadmin),
    );

    const unsearched = okBody(await callApi('users-getUsers', { orgId, limit: 1 }, superadmin));
    expectRefused(
      await callApi(
        'users-getUsers',
        { orgId, search: `Qa${token}`, limit: 1, cursor: unsearched.nextCursor },
        superadmin,
      ),
      400,
    );
  });

  it('refuses a blank or over-long search, and a manager', async () => {
    expectRefused(await callApi('users-getUsers', { search: '   ' }, superadmin), 400);
    expectRefused(await callApi('users-getAdministrators', { search: 'x'.repeat(255) }, superadmin), 400);
    const manager = (await signIn('manager@demo.test', DEMO_PASSWORD)).idToken;
    expectRefused(await callApi('users-getUsers', { tenantId: 'demo', search: 'a' }, manager), 403);
  });
});

describe("a searched page's bound", () => {
  it(`reads at most ${USER_SEARCH_MAX_READS} users a page, then answers short with a cursor to carry on`, async () => {
    // An organisation of more users than one searched page reads; the one match is the last of them.
    const bigOrg = `usb-${token}`;
    const now = epochSeconds();
    const count = USER_SEARCH_MAX_READS + 10;
    const rare = `Rare${token}`;
    const items = Array.from({ length: count }, (_, n) =>
      toUserItem({
        id: `${token}-b-${String(n).padStart(5, '0')}`,
        tenantId: bigOrg,
        orgId: bigOrg,
        email: `bulk-${token}-${n}@${bigOrg}.test`,
        displayName: n === count - 1 ? rare : 'Bulk User',
        firstName: n === count - 1 ? rare : 'Bulk',
        lastName: 'User',
        role: 'employee',
        status: 'Active',
        createdAt: now,
        modifiedAt: now,
      }),
    );
    // Written in batches, a few at a time. The organisation's own record is left out: its users stay
    // out of the list of every user that other tests of the stack walk.
    const client = await ddbDoc();
    const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, b) => items.slice(b * 25, b * 25 + 25));
    await mapLimit(batches, 4, async (batch) => {
      let requests = { [env.tableName]: batch.map((Item) => ({ PutRequest: { Item } })) };
      while (Object.keys(requests).length) {
        const out = await client.send(new BatchWriteCommand({ RequestItems: requests }));
        requests = (out.UnprocessedItems ?? {}) as typeof requests;
      }
    });

    const first = await callCounted(
      'users-getUsers',
      { orgId: bigOrg, search: rare.toLowerCase(), limit: 10 },
      superadmin,
    );
    expect(first.answer.statusCode, first.answer.body).toBe(200);
    const firstBody = JSON.parse(first.answer.body) as { items: User[]; nextCursor?: string };
    expect(firstBody.items).toEqual([]);
    expect(firstBody.nextCursor).toEqual(expect.any(String));
    // The caller's own record, then the Queries of the bound.
    const queries = USER_SEARCH_MAX_READS / USER_SEARCH_READ;
    expect(first.requests.commands.filter((c) => c === 'QueryCommand')).toHaveLength(queries);
    expect(first.requests.reads).toBe(1 + queries);

    const second = okBody(
      await callApi(
        'users-getUsers',
        { orgId: bigOrg, search: rare.toLowerCase(), limit: 10, cursor: firstBody.nextCursor },
        superadmin,
      ),
    );
    expect(second.items.map((u) => u.firstName)).toEqual([rare]);
    expect(second.nextCursor).toBeUndefined();
  }, 180_000);
});
