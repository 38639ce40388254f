import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ORG_ROLES } from '../registry/roles';
import { ApprovalStatusSchema } from '../domain/approval';
import { OrgIdSchema } from '../domain/organisation';

export const getTeams = defineCallable({
  name: 'teams-getTeams',
  summary: "The organisation's teams, by code; `status` keeps one status (e.g. Approved).",
  input: z.object({ status: ApprovalStatusSchema.optional(), orgId: OrgIdSchema.optional() }),
  output: z.object({
    items: z.array(
      z.object({ code: z.string(), teamName: z.string(), teamDescription: z.string().optional(), status: z.string() }),
    ),
  }),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { status: 'Approved' },
});
