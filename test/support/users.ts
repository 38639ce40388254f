import { ulid } from 'ulid';
import type { Role } from '../../shared/registry/roles';
import { TERMS_VERSION } from '../../shared/registry/roles';
import { epochSeconds } from '../../shared/domain/time/time';
import { createCognitoUser } from '../../lambdas/core/clients/cognito';
import { createUser } from '../../lambdas/data/identity/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * A fresh login of its own for a test that changes it (password, terms, suspension), so tests
 * never change the shared demo logins. Uses the product's own repositories against the test stack.
 */
export async function createTestUser(opts: {
  role: Role;
  orgId?: string | null;
  acceptedTerms?: boolean;
  password?: string;
}) {
  const isAdmin = opts.role === 'admin' || opts.role === 'superadmin';
  const orgId = isAdmin ? null : (opts.orgId ?? 'demo');
  const email = `t-${ulid().toLowerCase()}@${orgId ?? 'platform'}.test`;
  const password = opts.password ?? DEMO_PASSWORD;
  const acceptedTerms = opts.acceptedTerms ? TERMS_VERSION : null;
  const id = await createCognitoUser({
    email,
    password,
    firstName: 'Test',
    lastName: opts.role,
    role: opts.role,
    tenantId: orgId,
    acceptedTerms,
  });
  const now = epochSeconds();
  const user = await createUser({
    id,
    tenantId: orgId,
    orgId,
    email,
    displayName: `Test ${opts.role}`,
    firstName: 'Test',
    lastName: opts.role,
    role: opts.role,
    status: 'Active',
    acceptedTerms,
    createdAt: now,
    modifiedAt: now,
  });
  return { ...user, password };
}
