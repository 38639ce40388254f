import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { actingAs, currentActor, noteAuditWritten } from '../../lambdas/core/audit-actor';
import { auditChanges, auditIdBounds, auditItem, auditValue } from '../../lambdas/data/audit/audit-trail';
import { auditCsv } from '../../shared/domain/audit/audit-csv';

describe('audit entries', () => {
  it('show personal values by their last 4 characters and an e-mail by its first letter and domain', () => {
    expect(auditValue('accountNumber', '1234567890')).toBe('******7890');
    expect(auditValue('mobileNumber', '+60123456789')).toBe('********6789');
    expect(auditValue('email', 'siti@demo.test')).toBe('s***@demo.test');
    expect(auditValue('why', 'IC 900101-14-5678 was wrong')).toBe('IC ******-**-5678 was wrong');
    expect(auditValue('status', 'Active')).toBe('Active');
    expect(auditValue('status', '')).toBeUndefined();
  });

  it('list the fields that differ, before → after, shown as asked', () => {
    const rm = (sen: unknown) => `RM ${((sen as number) / 100).toFixed(2)}`;
    const changes = auditChanges(
      { creditLimitSen: 100_000, status: 'Active', accountNumber: '1111222233' },
      { creditLimitSen: 250_000, status: 'Active', accountNumber: '9999888877' },
      { creditLimitSen: rm, status: true, accountNumber: true, note: true },
    );
    expect(changes).toEqual([
      { field: 'creditLimitSen', before: 'RM 1000.00', after: 'RM 2500.00' },
      { field: 'accountNumber', before: '******2233', after: '******8877' },
    ]);
    expect(auditChanges(undefined, { status: 'Active' }, { status: true })).toEqual([
      { field: 'status', after: 'Active' },
    ]);
  });

  it('bound a period of Malaysia days by ULIDs: midnight to midnight, Kuala Lumpur time', () => {
    const { low, high } = auditIdBounds('2026-11-01', '2026-11-30');
    expect(decodeTime(low)).toBe(Date.parse('2026-10-31T16:00:00Z'));
    expect(decodeTime(high)).toBe(Date.parse('2026-11-30T15:59:59.999Z'));
  });

  it('name whom the work acts for, and count the entries its transactions wrote', async () => {
    const actor = { userId: 'u1', name: 'Mira Manager', email: 'mira@demo.test', role: 'manager' };
    const { written } = await actingAs(actor, () => {
      const item = auditItem({
        orgId: 'org1',
        kind: 'setting',
        action: 'changed',
        subject: { type: 'org', id: 'org1' },
      });
      expect(item.Put?.Item).toMatchObject({ actor, entity: 'auditEntry' });
      expect(item.Put?.Item.search).toContain('mira@demo.test');
      noteAuditWritten([item, { Put: { Item: { entity: 'employee' } } }]);
      return Promise.resolve();
    });
    expect(written).toBe(1);
    expect(currentActor('End of day')).toEqual({ name: 'End of day', role: 'system' });
  });
});

describe('the CSV export', () => {
  it('has a row per entry as the page shows it, with formulas made inert and Malaysia time', () => {
    const csv = auditCsv([
      {
        id: '01K',
        at: Date.parse('2026-11-30T02:05:00Z') / 1000,
        orgId: 'demo',
        orgName: 'Demo, Sdn Bhd',
        kind: 'bankAccount',
        action: 'changed',
        subject: { type: 'employee', id: '900101145678', name: '=HYPERLINK("x")' },
        actor: { name: 'Mira', role: 'Manager' },
        changes: [{ field: 'accountNumber', before: '******2233', after: '******8877' }],
        correlationId: 'req-1',
      },
    ]).split('\r\n');
    expect(csv[0]).toBe(
      'When (Malaysia time),Organization,Kind,Action,Subject type,Subject,Subject ID,Changes,By,Role,Reason,Request ID',
    );
    expect(csv[1]).toBe(
      `30/11/2026 10:05,"Demo, Sdn Bhd",Bank account,changed,employee,"'=HYPERLINK(""x"")",900101145678,accountNumber: ******2233 → ******8877,Mira,Manager,,req-1`,
    );
  });
});
