import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ROLES } from '../registry/roles';
import { OrganisationSchema, OrgIdSchema } from '../domain/organisation';
import { EmailSchema } from '../domain/user';

export const getOrgTenantId = defineCallable({
  name: 'orgs-getOrgTenantId',
  summary: 'Before sign-in: the tenant id of an organisation code and e-mail (same error for either unknown).',
  input: z.object({
    email: EmailSchema,
    domain: z.string().trim().min(1, '*Required').max(100),
  }),
  output: z.object({ tenantId: z.string() }),
  roles: 'public',
  terms: false,
  example: { email: 'manager@demo.test', domain: 'demo' },
});

export const getOrgInfo = defineCallable({
  name: 'orgs-getOrgInfo',
  summary: "An organisation: the caller's own, or any for an administrator.",
  input: z.object({ orgId: OrgIdSchema.optional() }),
  output: OrganisationSchema,
  roles: ROLES,
  terms: false,
  example: { orgId: 'demo' },
});
