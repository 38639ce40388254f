import { ulid } from 'ulid';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';
import type { CallableInput } from '../../shared/callables/index';
import { signIn } from './api';
import { createTestUser } from './users';

/**
 * An active organisation of a test file's own (Advance Pay on, no disbursements) with a signed-in
 * Manager, so what the file counts or changes (the directory, its counters, its jobs) is moved by
 * no other test. `idPrefix` and `label` only tell the files' organisations apart in the table.
 */
export async function freshOrgWithManager(options: { idPrefix: string; label: string; eBenefits?: 'yes' | 'no' }) {
  const id = `${options.idPrefix}-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `${options.label} ${id}`,
    status: 'Active',
    domain: id,
    eBenefits: options.eBenefits ?? 'no',
    advancePay: 'yes',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const manager = await createTestUser({ role: 'Manager', orgId: id, acceptedTerms: true });
  return { orgId: id, manager, token: (await signIn(manager.email, manager.password)).idToken };
}
export type FreshOrg = Awaited<ReturnType<typeof freshOrgWithManager>>;

/** A fresh organisation code, so runs never collide with each other or the seed. */
export const freshCode = () => `t${ulid().slice(-12).toLowerCase()}`;

/** An Active organisation with every field Active requires, Advance Pay and disbursements on. */
export const activeOrg = (over: Partial<CallableInput<'orgs-createOrg'>> = {}): CallableInput<'orgs-createOrg'> => ({
  name: 'Test Holdings Sdn Bhd',
  status: 'Active',
  domain: freshCode(),
  signupDate: '2026-11-01',
  registration: '202601012345 (1234567-T)',
  industry: 'Retail',
  companySize: 'small',
  bankDetails: 'Maybank 514000000001',
  telephone: '+60320000001',
  website: 'https://test.example.my',
  mainContact: 'Tan Ah Kow',
  mainContactNumber: '+60120000001',
  address: '1 Jalan Test',
  city: 'Shah Alam',
  state: 'Selangor',
  postcode: '40000',
  country: 'Malaysia',
  eBenefits: 'no',
  advancePay: 'yes',
  payDay: 25,
  cutoffDate: 20,
  advancePayMax: 2000,
  serviceFeePercentage: 5,
  serviceFeePaidBy: 'employee',
  disbursements: { enable: 'yes', initialCreditLimit: 50000, platformFeePercentage: 2, monthlyFeePercentage: 1.5 },
  franchiseType: 'non_franchise',
  wallets: [DEMO_WALLET_IDS.tng, DEMO_WALLET_IDS.grab],
  ...over,
});
