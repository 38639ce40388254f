import { ulid } from 'ulid';
import { epochSeconds } from '../../shared/domain/time';
import { createOrg } from '../../lambdas/data/orgs';
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
