import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ORG_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisation';

export const getOffices = defineCallable({
  name: 'orgOffices-getOffices',
  summary: "The organisation's offices, by name.",
  input: z.object({ orgId: OrgIdSchema.optional() }),
  output: z.object({
    offices: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        address: z.string().optional(),
        city: z.string().optional(),
        state: z.string().optional(),
        postcode: z.string().optional(),
      }),
    ),
  }),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  terms: true,
  example: { orgId: 'demo' },
});
