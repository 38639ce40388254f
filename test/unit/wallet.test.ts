import { describe, expect, it } from 'vitest';
import { activeWallets, WALLET_RULES, WalletFieldsSchema } from '../../shared/domain/benefits/wallet';
import {
  addMigrationReports,
  emptyMigrationReport,
  migrationChanges,
  migrationProgress,
} from '../../shared/domain/employees/employee-migration';

const valid = { name: 'Boost', status: 'Active', supportLink: 'https://www.myboost.com.my/support', minimumAmount: 10 };

/** The message of the first issue on `field`, or undefined when the field is fine. */
function errorOf(values: Record<string, unknown>, field: string): string | undefined {
  const result = WalletFieldsSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('e-wallet fields (docs/rules.md#offices-job-levels-and-e-wallets)', () => {
  it('accepts a complete wallet, with or without a logo', () => {
    expect(WalletFieldsSchema.parse(valid)).toEqual(valid);
    expect(
      WalletFieldsSchema.parse({ ...valid, logo: { key: 'wallets/logos/01J/boost.png', fileName: 'boost.png' } }).logo
        ?.key,
    ).toBe('wallets/logos/01J/boost.png');
  });

  it.each(['name', 'status', 'supportLink', 'minimumAmount'])('requires %s', (field) => {
    const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
    expect(errorOf(rest, field)).toBe(WALLET_RULES.required);
  });

  it('requires a non-blank name', () => {
    expect(errorOf({ ...valid, name: '   ' }, 'name')).toBe(WALLET_RULES.required);
  });

  it.each(['Active', 'InActive'])('accepts the status %s', (status) => {
    expect(errorOf({ ...valid, status }, 'status')).toBeUndefined();
  });

  it.each(['Inactive', 'active', 'Deleted'])('refuses the status %s', (status) => {
    expect(errorOf({ ...valid, status }, 'status')).toBeDefined();
  });

  it.each([
    'not a url',
    'www.boost.com',
    'javascript:alert(1)',
    'ftp://files.boost.com',
    'mailto:help@boost.com',
    'https://',
  ])("refuses the support link '%s' with '*Not a valid url.'", (supportLink) => {
    expect(errorOf({ ...valid, supportLink }, 'supportLink')).toBe(WALLET_RULES.notUrl);
  });

  it.each(['https://help.grab.com/passenger/en-my', 'http://www.example.com.my/help?x=1'])(
    'accepts the support link %s',
    (supportLink) => {
      expect(errorOf({ ...valid, supportLink }, 'supportLink')).toBeUndefined();
    },
  );

  it.each([0, 0.99, -5])("refuses a minimum amount of RM %s ('Value should be greater than zero')", (minimumAmount) => {
    expect(errorOf({ ...valid, minimumAmount }, 'minimumAmount')).toBe(WALLET_RULES.minimumAmount);
  });

  it.each([1, 1.5, 250.25])('accepts a minimum amount of RM %s', (minimumAmount) => {
    expect(errorOf({ ...valid, minimumAmount }, 'minimumAmount')).toBeUndefined();
  });

  it('refuses more than two decimals and a text amount', () => {
    expect(errorOf({ ...valid, minimumAmount: 1.005 }, 'minimumAmount')).toBe(
      'Minimum amount can have at most 2 decimals',
    );
    expect(errorOf({ ...valid, minimumAmount: '10' }, 'minimumAmount')).toBeDefined();
  });

  it('refuses a logo key that leaves its folder', () => {
    expect(errorOf({ ...valid, logo: { key: 'wallets/logos/../../orgs/x/a.pdf', fileName: 'a.pdf' } }, 'logo')).toBe(
      'Not a valid file key',
    );
  });

  it('offers only Active wallets', () => {
    const wallets = [
      { id: 'a', status: 'Active' as const },
      { id: 'b', status: 'InActive' as const },
      { id: 'c', status: 'Active' as const },
    ];
    expect(activeWallets(wallets).map((w) => w.id)).toEqual(['a', 'c']);
  });
});

describe('employee-records migration report', () => {
  it('sums the calls of a run and counts what changed', () => {
    const first = {
      ...emptyMigrationReport(),
      organisationsTotal: 4,
      organisationsScanned: 1,
      employeesChecked: 10,
      moved: 2,
      nextCursor: 'c1',
      conflicts: [{ orgId: 'o', employeeICNumber: '1', kind: 'collision' as const, message: 'm' }],
    };
    const second = {
      ...emptyMigrationReport(),
      organisationsTotal: 4,
      organisationsScanned: 3,
      employeesChecked: 5,
      claimsCreated: 1,
      usersUpdated: 1,
    };
    const total = addMigrationReports(addMigrationReports(emptyMigrationReport(), first), second);
    expect(total).toMatchObject({
      organisationsScanned: 4,
      employeesChecked: 15,
      moved: 2,
      claimsCreated: 1,
      usersUpdated: 1,
      organisationsTotal: 4,
    });
    expect(total.nextCursor).toBeUndefined();
    expect(total.conflicts).toHaveLength(1);
    expect(migrationChanges(total)).toBe(4);
    expect(migrationChanges(emptyMigrationReport())).toBe(0);
  });

  it('shows progress by organisations, 100 only when done', () => {
    expect(migrationProgress({ organisationsScanned: 1, organisationsTotal: 4, nextCursor: 'c' })).toBe(25);
    expect(migrationProgress({ organisationsScanned: 4, organisationsTotal: 4, nextCursor: 'c' })).toBe(99);
    expect(migrationProgress({ organisationsScanned: 4, organisationsTotal: 4 })).toBe(100);
    expect(migrationProgress({ organisationsScanned: 0, organisationsTotal: 0, nextCursor: 'c' })).toBe(0);
  });
});
