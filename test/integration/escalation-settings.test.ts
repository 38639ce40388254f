import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { klDate } from '../../shared/domain/time/time';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { getEscalationSettings } from '../../lambdas/data/organisations/escalation-settings';
import { advancePayWorld } from '../support/advance-pay';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody } from '../support/api';

/**
 * The escalation settings (issue 33 line 2, docs/rules.md#decision-deadline-and-escalation) on the
 * local stack: the approval time and backup approver a Manager sets, each Manager's own delegate
 * for a period of leave; refusals of bad values, of other roles and of other organisations.
 */

type World = Awaited<ReturnType<typeof advancePayWorld>>;

const auditOf = async (w: World) =>
  (
    await searchAuditPage(
      { orgId: w.orgId, from: addDaysIso(klDate(), -1), to: klDate(), kind: 'setting' },
      { limit: 50 },
    )
  ).items;

describe('escalation settings', () => {
  let w: World;
  let other: World;
  beforeAll(async () => {
    [w, other] = await Promise.all([advancePayWorld({ policy: null }), advancePayWorld({ policy: null })]);
  });

  it('default to 4 working hours, no backup approver and no delegate', async () => {
    expect(okBody(await callApi('settings-getEscalation', {}, w.executive.token))).toEqual({
      approvalHours: 4,
      backupApproverEmail: null,
      ownDelegate: null,
      delegates: [],
    });
  });

  it('a Manager sets the approval time and the backup approver, with an audit entry; a stale change is refused', async () => {
    const set = okBody(
      await callApi(
        'settings-updateEscalation',
        { approvalHours: 6, backupApproverEmail: w.executive.email.toUpperCase() },
        w.manager.token,
      ),
    );
    expect(set).toMatchObject({ approvalHours: 6, backupApproverEmail: w.executive.email, modifiedBy: 'Test Manager' });
    expect(okBody(await callApi('settings-getEscalation', {}, w.executive.token))).toEqual({
      ...set,
      ownDelegate: null,
    });
    const stored = await getEscalationSettings(w.orgId);
    expect(stored).toMatchObject({ approvalHours: 6, backupApproverEmail: w.executive.email });
    const entry = (await auditOf(w)).find((e) => e.changes.some((c) => c.field === 'approvalHours'));
    expect(entry?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['approvalHours', undefined, '6'],
      [
        'backupApproverEmail',
        undefined,
        `${w.executive.email[0]}***${w.executive.email.slice(w.executive.email.indexOf('@'))}`,
      ],
    ]);

    const stale = await callApi(
      'settings-updateEscalation',
      { approvalHours: 8, backupApproverEmail: null, modifiedAt: set.modifiedAt! - 1 },
      w.manager.token,
    );
    expectRefused(stale, 409);
    const off = okBody(
      await callApi(
        'settings-updateEscalation',
        { approvalHours: 8, backupApproverEmail: null, modifiedAt: set.modifiedAt },
        w.manager.token,
      ),
    );
    expect(off).toMatchObject({ approvalHours: 8, backupApproverEmail: null });
  });

  it('refuses bad values (400 on the field) and changes nothing', async () => {
    const before = okBody(await callApi('settings-getEscalation', {}, w.manager.token));
    for (const approvalHours of [0, 46, 2.5]) {
      const res = await callApi(
        'settings-updateEscalation',
        { approvalHours, backupApproverEmail: null },
        w.manager.token,
      );
      expect(errorInfoOf(res).details?.[0]?.field).toBe('approvalHours');
    }
    for (const email of [w.employee.user.email, other.manager.email, 'someone@elsewhere.test']) {
      const res = await callApi(
        'settings-updateEscalation',
        { approvalHours: 4, backupApproverEmail: email },
        w.manager.token,
      );
      expectRefused(res, 400);
      expect(errorInfoOf(res).details).toEqual([
        { field: 'backupApproverEmail', message: 'Choose one of the Managers or Executives of your organisation.' },
      ]);
    }
    expect(okBody(await callApi('settings-getEscalation', {}, w.manager.token))).toEqual(before);
  });

  it('a Manager names their own delegate for a period; past days, themselves or an outsider are refused', async () => {
    const today = klDate();
    const leave = { delegateEmail: w.executive.email, from: today, to: addDaysIso(today, 5) };
    const set = okBody(await callApi('settings-setOwnDelegate', leave, w.manager.token));
    expect(set.ownDelegate).toEqual(leave);
    expect(set.delegates).toEqual([{ ...leave, managerEmail: w.manager.email }]);
    // The Executive sees the delegation, not as their own.
    const seen = okBody(await callApi('settings-getEscalation', {}, w.executive.token));
    expect(seen.ownDelegate).toBeNull();
    expect(seen.delegates).toEqual(set.delegates);
    const entry = (await auditOf(w)).find((e) => e.changes.some((c) => c.field === 'delegatePeriod'));
    expect(entry?.changes.find((c) => c.field === 'delegatePeriod')).toEqual({
      field: 'delegatePeriod',
      after: `${leave.from} to ${leave.to}`,
    });

    const refusals: [Record<string, unknown>, string][] = [
      [{ ...leave, to: addDaysIso(today, -1), from: addDaysIso(today, -3) }, 'to'],
      [{ ...leave, to: addDaysIso(today, -1) }, 'to'],
      [{ ...leave, delegateEmail: w.manager.email }, 'delegateEmail'],
      [{ ...leave, delegateEmail: other.manager.email }, 'delegateEmail'],
      [{ ...leave, delegateEmail: w.employee.user.email }, 'delegateEmail'],
      [{ ...leave, from: null }, 'from'],
      [{ ...leave, to: '31/12/2026' }, 'to'],
    ];
    for (const [input, field] of refusals) {
      const res = await callApi('settings-setOwnDelegate', input as never, w.manager.token);
      expectRefused(res, 400);
      expect(errorInfoOf(res).details?.[0]?.field).toBe(field);
    }
    expect(okBody(await callApi('settings-getEscalation', {}, w.manager.token)).ownDelegate).toEqual(leave);

    const none = okBody(
      await callApi('settings-setOwnDelegate', { delegateEmail: null, from: null, to: null }, w.manager.token),
    );
    expect(none.ownDelegate).toBeNull();
    expect(none.delegates).toEqual([]);
  });

  it('keeps organisations apart and refuses other roles', async () => {
    expect(okBody(await callApi('settings-getEscalation', {}, other.manager.token))).toMatchObject({
      approvalHours: 4,
      backupApproverEmail: null,
    });
    expect((await callApi('settings-getEscalation', {}, w.employee.token)).status).toBe(403);
    for (const token of [w.employee.token, w.executive.token]) {
      expect(
        (await callApi('settings-updateEscalation', { approvalHours: 2, backupApproverEmail: null }, token)).status,
      ).toBe(403);
      expect(
        (await callApi('settings-setOwnDelegate', { delegateEmail: null, from: null, to: null }, token)).status,
      ).toBe(403);
    }
    expectOk(await callApi('settings-getEscalation', {}, w.manager.token));
    expect((await getEscalationSettings(other.orgId)).approvalHours).toBeUndefined();
  });
});
