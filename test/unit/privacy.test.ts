import { describe, expect, it } from 'vitest';
import {
  ANONYMISED_NAME,
  ANONYMISED_VALUE,
  DEFAULT_RETENTION_DAYS,
  anonymisedAuditEntry,
  anonymisedEmployee,
  anonymousIdOf,
  isAnonymousId,
  isDueForAnonymisation,
  retentionDays,
  scrubPersonalData,
} from '../../shared/domain/employees/anonymisation';
import { klIso, myDataFileName, readableRecord, rmOfSen } from '../../shared/domain/identity/my-data';

const DAY = 24 * 3600;
const person = {
  icNumber: '900101145678',
  anonymousId: anonymousIdOf('01JDEMO0ANONYMOUS0000001'),
  texts: ['Nur Hidayah', 'nur@demo.test', '+60123456789', '114011112222', undefined],
};

describe('the retention period', () => {
  it('is RETENTION_DAYS when a positive whole number, else the documented default', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(365);
    expect(retentionDays('30')).toBe(30);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'year']) expect(retentionDays(bad), bad).toBe(365);
  });

  it('is due only past the whole period', () => {
    const now = 1_800_000_000;
    expect(isDueForAnonymisation(now - 366 * DAY, now, 365)).toBe(true);
    expect(isDueForAnonymisation(now - 364 * DAY, now, 365)).toBe(false);
    expect(isDueForAnonymisation(now - 365 * DAY, now, 365)).toBe(false);
  });
});

describe('the anonymisation rule', () => {
  it('makes a pseudonym in the key form of an IC number', () => {
    expect(person.anonymousId).toMatch(/^ANON[A-Z0-9]{16}$/);
    expect(isAnonymousId(person.anonymousId)).toBe(true);
    expect(isAnonymousId(person.icNumber)).toBe(false);
  });

  it('keeps amounts, dates and statuses of a money record and removes the person', () => {
    const withdrawal = {
      id: '01JDEMOTX',
      employeeICNumber: '900101145678',
      status: 'completed',
      amountSen: 12_345,
      feeSen: 617,
      createdAt: 1_790_000_000,
      transferDate: '2026-11-02',
      createdBy: 'Nur Hidayah',
      banking: { bank: 'Maybank', accountNumber: '114011112222' },
      reason: 'Asked by NUR HIDAYAH at +60123456789',
      history: [{ status: 'pending', at: 1_790_000_000, by: 'nur@demo.test' }],
      gsi1sk: '900101145678',
    };
    expect(scrubPersonalData(withdrawal, person)).toEqual({
      id: '01JDEMOTX',
      employeeICNumber: person.anonymousId,
      status: 'completed',
      amountSen: 12_345,
      feeSen: 617,
      createdAt: 1_790_000_000,
      transferDate: '2026-11-02',
      createdBy: ANONYMISED_NAME,
      reason: `Asked by ${ANONYMISED_NAME} at ${ANONYMISED_NAME}`,
      history: [{ status: 'pending', at: 1_790_000_000, by: ANONYMISED_NAME }],
      gsi1sk: person.anonymousId,
    });
  });

  it('keeps of the employee record only what is not personal, marked deleted and anonymised', () => {
    const at = 1_800_000_000;
    const kept = anonymisedEmployee(
      {
        employeeICNumber: '900101145678',
        orgId: 'demo',
        firstName: 'Nur',
        lastName: 'Hidayah',
        name: 'Nur Hidayah',
        email: 'nur@demo.test',
        mobileNumber: '+60123456789',
        accountNumber: '114011112222',
        bankCode: 'MBBEMYKL',
        address: '1 Jalan Ampang',
        dateOfBirth: '1990-01-01',
        userId: 'sub-1',
        anonymisingAs: person.anonymousId,
        gsi3pk: 'EMP#pending-approval#ORG#demo',
        status: 'approved',
        salarySen: 300_000,
        jobLevel: 'Staff',
        deleted: true,
        deletedAt: at - 400 * DAY,
        createdAt: at - 900 * DAY,
      },
      person,
      at,
    );
    expect(kept).toEqual({
      employeeICNumber: person.anonymousId,
      orgId: 'demo',
      firstName: ANONYMISED_NAME,
      lastName: '',
      name: ANONYMISED_NAME,
      status: 'approved',
      salarySen: 300_000,
      jobLevel: 'Staff',
      deleted: true,
      deletedAt: at - 400 * DAY,
      createdAt: at - 900 * DAY,
      anonymisedAt: at,
      modifiedAt: at,
    });
  });
});

describe('an audit entry about the person', () => {
  const entry = {
    id: '01JDEMO00000000000000000AA',
    at: 1_800_000_000,
    orgId: 'demo',
    kind: 'user' as const,
    action: 'changed',
    subject: { type: 'employee', id: person.icNumber, name: 'Nur Hidayah' },
    actor: { userId: 'manager-1', name: 'Test Manager', email: 'manager@demo.test', role: 'Manager' },
    changes: [
      { field: 'firstName', before: 'Nur', after: 'Siti' },
      { field: 'accountNumber', before: '********2222', after: '******3499' },
      { field: 'salarySen', before: 'RM 3000.00', after: 'RM 3200.00' },
    ],
    why: 'Nur Hidayah asked for it',
  };

  it('names only the pseudonym, keeps masked values and figures, and leaves the Manager who acted', () => {
    const out = anonymisedAuditEntry(entry, person, 'login-1');
    expect(out.subject).toEqual({ type: 'employee', id: person.anonymousId, name: ANONYMISED_NAME });
    expect(out.actor).toEqual(entry.actor);
    expect(out.changes).toEqual([
      { field: 'firstName', before: ANONYMISED_VALUE, after: ANONYMISED_VALUE },
      entry.changes[1],
      entry.changes[2],
    ]);
    expect(out.why).toBe(`${ANONYMISED_NAME} asked for it`);
    expect(JSON.stringify(out)).not.toMatch(/Nur|Siti|900101145678/);
  });

  it('names the person as actor and their login as subject Anonymised employee, without their e-mail', () => {
    const own = {
      ...entry,
      subject: { type: 'user', id: 'login-1', name: 'Nur Hidayah' },
      actor: { userId: 'login-1', name: 'Nur Hidayah', email: 'nur@demo.test', role: 'employee' },
    };
    const out = anonymisedAuditEntry(own, person, 'login-1');
    expect(out.subject).toEqual({ type: 'user', id: 'login-1', name: ANONYMISED_NAME });
    expect(out.actor).toEqual({ userId: 'login-1', name: ANONYMISED_NAME, role: 'employee' });
  });
});

describe('the data download document', () => {
  it('writes sen as RM text exactly and times in Malaysia', () => {
    expect(rmOfSen(123_456)).toBe('1234.56');
    expect(rmOfSen(5)).toBe('0.05');
    expect(rmOfSen(-105)).toBe('-1.05');
    expect(rmOfSen(0)).toBe('0.00');
    expect(() => rmOfSen(1.5)).toThrow();
    expect(klIso(0 + 16 * 3600)).toBe('1970-01-02T00:00:00+08:00');
    expect(klIso(1_764_521_337_000)).toBe(klIso(1_764_521_337));
    expect(myDataFileName(new Date('2026-11-30T17:00:00Z'))).toBe('my-data-2026-12-01.json');
  });

  it('leaves out keys and secrets and renames amounts, nested too', () => {
    expect(
      readableRecord({
        pk: 'ORG#demo',
        sk: 'ADV#1#2',
        gsi2pk: 'x',
        entity: 'advanceTransaction',
        version: 1,
        codeHash: 'h',
        amountSen: 1050,
        createdAt: 1_764_521_337,
        history: [{ status: 'pending', at: 1_764_521_337, feeSen: 5 }],
        reason: 'Bills',
      }),
    ).toEqual({
      amount: '10.50',
      createdAt: '2025-12-01T00:48:57+08:00',
      history: [{ status: 'pending', at: '2025-12-01T00:48:57+08:00', fee: '0.05' }],
      reason: 'Bills',
    });
  });
});
