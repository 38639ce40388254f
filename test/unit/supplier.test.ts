import { describe, expect, it } from 'vitest';
import {
  SUPPLIER_STATUSES,
  SupplierFieldsSchema,
  actionCompleted,
  adminSupplierActions,
  normaliseBankDetails,
  sameBankAccounts,
  supplierActionFailed,
  supplierEditable,
  supplierTransition,
  type SupplierAction,
  type SupplierStatus,
} from '../../shared/domain/benefits/supplier';

const next = (status: SupplierStatus, action: SupplierAction) => {
  const t = supplierTransition(status, action);
  return t.ok ? t.status : 'refused';
};

describe('supplier state machine', () => {
  it('approves anything but an approved supplier', () => {
    expect(next('PENDING_APPROVAL', { kind: 'approve' })).toBe('APPROVED');
    expect(next('REJECTED', { kind: 'approve' })).toBe('APPROVED');
    expect(next('BLACKLISTED', { kind: 'approve' })).toBe('APPROVED');
    expect(next('APPROVED', { kind: 'approve' })).toBe('refused');
  });

  it('rejects anything but a rejected supplier, blacklists anything but a blacklisted one', () => {
    for (const status of SUPPLIER_STATUSES) {
      expect(next(status, { kind: 'reject' })).toBe(status === 'REJECTED' ? 'refused' : 'REJECTED');
      expect(next(status, { kind: 'blacklist' })).toBe(status === 'BLACKLISTED' ? 'refused' : 'BLACKLISTED');
    }
  });

  it('never edits or deletes a blacklisted supplier', () => {
    expect(next('BLACKLISTED', { kind: 'edit', bankAccountsChanged: false })).toBe('refused');
    expect(next('BLACKLISTED', { kind: 'delete' })).toBe('refused');
    expect(supplierEditable('BLACKLISTED')).toBe(false);
    expect(supplierEditable('REJECTED')).toBe(true);
  });

  it('sends a corrected rejected supplier, and an approved one with new bank accounts, back for approval', () => {
    expect(next('REJECTED', { kind: 'edit', bankAccountsChanged: false })).toBe('PENDING_APPROVAL');
    expect(next('APPROVED', { kind: 'edit', bankAccountsChanged: true })).toBe('PENDING_APPROVAL');
    expect(next('APPROVED', { kind: 'edit', bankAccountsChanged: false })).toBe('APPROVED');
    expect(next('PENDING_APPROVAL', { kind: 'edit', bankAccountsChanged: true })).toBe('PENDING_APPROVAL');
  });

  it('offers administrators exactly the allowed actions', () => {
    expect(adminSupplierActions('PENDING_APPROVAL')).toEqual(['approve', 'reject', 'blacklist']);
    expect(adminSupplierActions('APPROVED')).toEqual(['reject', 'blacklist']);
    expect(adminSupplierActions('BLACKLISTED')).toEqual(['approve', 'reject']);
  });
});

describe('supplier bank details', () => {
  let n = 0;
  const newId = () => `new-${++n}`;

  it('names the bank from its code, uses the company name as account name, keeps one row per account number', () => {
    n = 0;
    const rows = normaliseBankDetails(
      ' Acme Sdn Bhd ',
      [
        { bankCode: 'MBBEMYKL', accountNumber: '1234567890' },
        { bankCode: 'CIBBMYKL', accountNumber: ' 1234567890 ' },
        { id: 'keep', bankCode: 'PBBEMYKL', accountNumber: '9988776655' },
      ],
      newId,
    );
    expect(rows).toEqual([
      { id: 'new-1', bank: 'Maybank', bankCode: 'MBBEMYKL', accountName: 'Acme Sdn Bhd', accountNumber: '1234567890' },
      {
        id: 'keep',
        bank: 'Public Bank',
        bankCode: 'PBBEMYKL',
        accountName: 'Acme Sdn Bhd',
        accountNumber: '9988776655',
      },
    ]);
  });

  it('gives a repeated row id a new one', () => {
    n = 0;
    const rows = normaliseBankDetails(
      'Acme',
      [
        { id: 'a', bankCode: 'MBBEMYKL', accountNumber: '11111' },
        { id: 'a', bankCode: 'MBBEMYKL', accountNumber: '22222' },
      ],
      newId,
    );
    expect(rows.map((r) => r.id)).toEqual(['a', 'new-1']);
  });

  it('compares accounts by bank and number in any order', () => {
    const a = normaliseBankDetails(
      'A',
      [
        { bankCode: 'MBBEMYKL', accountNumber: '11111' },
        { bankCode: 'CIBBMYKL', accountNumber: '22222' },
      ],
      newId,
    );
    expect(sameBankAccounts(a, [...a].reverse())).toBe(true);
    expect(sameBankAccounts(a, a.slice(0, 1))).toBe(false);
    expect(sameBankAccounts(a, [{ ...a[0], bankCode: 'RHBBMYKL' }, a[1]])).toBe(false);
  });

  it('refuses an unknown bank and requires the account number', () => {
    const base = {
      companyName: 'A',
      businessRegistrationNumber: 'B',
      mobileNumber: '+60123456789',
      email: 'a@b.example',
      address: 'C',
      contactPersonName: 'D',
      contactPersonMobileNumber: '+60123456789',
      contactPersonEmail: 'd@b.example',
    };
    expect(SupplierFieldsSchema.safeParse({ ...base, bankDetails: [] }).success).toBe(true);
    expect(
      SupplierFieldsSchema.safeParse({ ...base, bankDetails: [{ bankCode: 'NOPE', accountNumber: '11111' }] }).success,
    ).toBe(false);
    const missing = SupplierFieldsSchema.safeParse({ ...base, companyName: ' ', bankDetails: [] });
    expect(missing.error?.issues[0]?.message).toBe('*Required');
  });
});

describe('supplier messages', () => {
  it('fills the action in', () => {
    expect(supplierActionFailed('blacklist')).toBe('Failed to blacklist Supplier!');
    expect(actionCompleted('approve')).toBe('Approve action completed successfully!');
  });
});
