import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { getManagementSettings } from '../../lambdas/data/organisations/management-settings';

type World = Awaited<ReturnType<typeof advancePayWorld>>;

describe('the notifications e-mail', () => {
  let w: World;
  let other: World;
  beforeAll(async () => {
    [w, other] = await Promise.all([advancePayWorld({ policy: null }), advancePayWorld({ policy: null })]);
  });

  it("lists the organisation's Managers and Executives only (name and e-mail)", async () => {
    const res = await callApi('settings-getManagementList', {}, w.executive.token);
    expectOk(res);
    // In key order (user ids): the page sorts them by name.
    const byName = [...res.body.items].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName).toEqual([
      { name: 'Test Executive', email: w.executive.email, role: 'Executive' },
      { name: 'Test Manager', email: w.manager.email, role: 'Manager' },
    ]);
  });

  it('is unset at first, then set to a Manager or Executive with who and when', async () => {
    expect((await callApi('settings-getNotificationsEmail', {}, w.manager.token)).body).toEqual({});

    const set = await callApi(
      'settings-updateNotificationsEmail',
      { notificationsEmail: w.executive.email.toUpperCase() },
      w.manager.token,
    );
    expectOk(set);
    expect(set.body).toMatchObject({ notificationsEmail: w.executive.email, modifiedBy: 'Test Manager' });
    expect(set.body.modifiedAt).toBeGreaterThan(1_700_000_000);
    expect((await callApi('settings-getNotificationsEmail', {}, w.executive.token)).body).toEqual(set.body);
    // What the new-request e-mail of Advance Pay reads.
    expect((await getManagementSettings(w.orgId)).notificationsEmail).toBe(w.executive.email);

    const back = await callApi(
      'settings-updateNotificationsEmail',
      { notificationsEmail: w.manager.email },
      w.executive.token,
    );
    expect(back.body).toMatchObject({ notificationsEmail: w.manager.email, modifiedBy: 'Test Executive' });
  });

  it('refuses (400, on the field) anyone who is not a Manager or Executive of the organisation, and changes nothing', async () => {
    const before = okBody(await callApi('settings-getNotificationsEmail', {}, w.manager.token));
    for (const email of [w.employee.user.email, other.manager.email, 'someone@elsewhere.test']) {
      const res = await callApi('settings-updateNotificationsEmail', { notificationsEmail: email }, w.manager.token);
      expectRefused(res, 400, email);
      expect(res.body.errorInfo.details).toEqual([
        { field: 'notificationsEmail', message: 'Choose one of the Managers or Executives of your organisation.' },
      ]);
    }
    const empty = await callApi('settings-updateNotificationsEmail', { notificationsEmail: '' }, w.manager.token);
    expect(errorInfoOf(empty).details).toEqual([{ field: 'notificationsEmail', message: '* Required!' }]);
    const invalid = await callApi(
      'settings-updateNotificationsEmail',
      { notificationsEmail: 'not an e-mail' },
      w.manager.token,
    );
    expect(errorInfoOf(invalid).details).toEqual([
      { field: 'notificationsEmail', message: '* Value must be a valid email!' },
    ]);
    expect((await callApi('settings-getNotificationsEmail', {}, w.manager.token)).body).toEqual(before);
  });

  it('keeps organisations apart and refuses employees', async () => {
    expect((await callApi('settings-getNotificationsEmail', {}, other.manager.token)).body).toEqual({});
    const list = await callApi('settings-getManagementList', {}, other.manager.token);
    expectOk(list);
    expect(list.body.items.map((m: { email: string }) => m.email).sort()).toEqual(
      [other.executive.email, other.manager.email].sort(),
    );
    for (const name of ['settings-getManagementList', 'settings-getNotificationsEmail'] as const) {
      expect((await callApi(name, {}, w.employee.token)).status).toBe(403);
    }
    expect(
      (await callApi('settings-updateNotificationsEmail', { notificationsEmail: w.manager.email }, w.employee.token))
        .status,
    ).toBe(403);
  });
});
