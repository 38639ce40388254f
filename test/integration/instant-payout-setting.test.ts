import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { klDate } from '../../shared/domain/time/time';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { callApi, errorInfoOf, expectRefused, okBody, signIn } from '../support/api';
import { activeOrg } from '../support/fresh-org';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The organisation's instant payout setting (docs/rules.md#instant-payout): off by default, set by an
 * administrator with its fee in %, audited as a setting; a Manager reads it but cannot change it.
 */

let admin: string;
let orgId: string;
let modifiedAt: number;

const settingEntries = async () =>
  (
    await searchAuditPage(
      { orgId, from: addDaysIso(klDate(new Date()), -1), to: klDate(new Date()), person: orgId, kind: 'setting' },
      { limit: 100 },
    )
  ).items;

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  const org = okBody(
    await callApi('orgs-createOrg', activeOrg({ name: `Instant Setting ${ulid().slice(-6)}` }), admin),
  );
  orgId = org.id;
  modifiedAt = org.modifiedAt;
});

describe('instant payout setting', () => {
  it('is off for a new organisation', async () => {
    const info = okBody(await callApi('orgs-getOrgInfo', { orgId }, admin));
    expect(info.view === 'admin' && info.instantPayout).not.toBe('yes');
  });

  it('switched on without a fee: refused on the fee field, nothing changed', async () => {
    const before = (await settingEntries()).length;
    const res = await callApi('orgs-updateOrg', { id: orgId, modifiedAt, instantPayout: 'yes' }, admin);
    expectRefused(res, 400);
    expect(errorInfoOf(res).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'instantPayoutFeePercentage', message: '*Required' })]),
    );
    const info = okBody(await callApi('orgs-getOrgInfo', { orgId }, admin));
    expect(info.view === 'admin' && info.instantPayout).not.toBe('yes');
    expect(await settingEntries()).toHaveLength(before);
  });

  it('switched on with its fee: stored, shown to the Manager, one setting entry with before and after', async () => {
    const edited = okBody(
      await callApi(
        'orgs-updateOrg',
        { id: orgId, modifiedAt, instantPayout: 'yes', instantPayoutFeePercentage: 1.5 },
        admin,
      ),
    );
    expect(edited).toMatchObject({ instantPayout: 'yes', instantPayoutFeePercentage: 1.5 });
    const changed = (await settingEntries()).find((e) => e.action === 'changed');
    expect(changed?.changes).toEqual(
      expect.arrayContaining([
        { field: 'instantPayout', after: 'yes' },
        { field: 'instantPayoutFeePercentage', after: '1.5' },
      ]),
    );
    const user = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
    const manager = (await signIn(user.email, user.password)).idToken;
    const info = okBody(await callApi('orgs-getOrgInfo', { orgId }, manager));
    expect(info).toMatchObject({ view: 'management', instantPayout: 'yes', instantPayoutFeePercentage: 1.5 });
    expectRefused(
      await callApi('orgs-updateOrg', { id: orgId, modifiedAt: edited.modifiedAt, instantPayout: 'no' }, manager),
      403,
    );
  });
});
