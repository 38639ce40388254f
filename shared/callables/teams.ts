import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ORG_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { TeamFieldsSchema, TeamSaveStatusSchema, TeamSchema, TeamStatusInputSchema } from '../domain/employees/team';
import { APPROVED } from '../domain/organisations/approval';

/** Admins name the organisation; everyone else works in their own (the token's). */
const OrgScope = { orgId: OrgIdSchema.optional() };
const TEAM_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const TeamIdSchema = z.string().trim().min(1, 'Required!').max(64);

const STATUS_SPELLINGS =
  'Statuses are stored and answered as Draft, Pending Approval, Approved; the spellings draft, pending_approval and approved are accepted on input too.';

export const getTeams = defineCallable({
  name: 'teams-getTeams',
  product: 'eBenefits',
  summary: `The organisation's teams, by code; \`status\` keeps one status (e.g. Approved). ${STATUS_SPELLINGS}`,
  input: z.object({ status: TeamStatusInputSchema.optional(), ...OrgScope, ...PageInput }),
  output: pageOf(TeamSchema),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { status: APPROVED },
});

export const getTeam = defineCallable({
  name: 'teams-getTeam',
  product: 'eBenefits',
  summary: 'One team of the organisation, by id.',
  input: z.object({ teamId: TeamIdSchema, ...OrgScope }),
  output: TeamSchema,
  roles: TEAM_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { teamId: 'team-demo-ops' },
});

export const createTeam = defineCallable({
  name: 'teams-createTeam',
  product: 'eBenefits',
  summary:
    'Add a team, saved (status Draft) or submitted (Pending Approval); answers its id. The code is unique in the ' +
    `organisation (409 when taken) and made from the id when left empty. ${STATUS_SPELLINGS}`,
  input: TeamFieldsSchema.extend({ status: TeamSaveStatusSchema, ...OrgScope }),
  output: z.object({ teamId: z.string(), code: z.string() }),
  roles: TEAM_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    teamName: 'Logistics',
    teamDescription: 'Deliveries and stock transfers',
    code: 'LOG',
    status: 'pending_approval',
  },
});

export const updateTeam = defineCallable({
  name: 'teams-updateTeam',
  product: 'eBenefits',
  summary:
    'Change a team and save it (Draft) or submit it (Pending Approval); approval is teams-approveTeams and a changed ' +
    'team loses its approval. The code never changes (employees and pay runs hold it). `modifiedAt` as read refuses ' +
    `an update over a newer one (409). ${STATUS_SPELLINGS}`,
  input: TeamFieldsSchema.extend({
    id: TeamIdSchema,
    status: TeamSaveStatusSchema,
    modifiedAt: z.number().int().optional(),
    ...OrgScope,
  }),
  output: TeamSchema,
  roles: TEAM_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    id: 'team-demo-ops',
    teamName: 'Operations',
    teamDescription: 'Store and warehouse operations',
    status: 'draft',
  },
});

/** A selected team: its id, or the row itself as a list hands it on. */
const SelectedTeamSchema = z.union([TeamIdSchema, z.object({ id: TeamIdSchema }).transform((t) => t.id)]);

export const approveTeams = defineCallable({
  name: 'teams-approveTeams',
  product: 'eBenefits',
  summary:
    'Approve the selected teams that are Pending Approval (Managers); the others are left as they are. ' +
    "None Pending Approval: 409 'Selected items are not Pending Approval!'. Teams are given by id (or as {id}).",
  input: z.object({
    selectedTeams: z
      .array(SelectedTeamSchema)
      .min(1, 'Select at least one team')
      .max(100, 'Approve at most 100 teams at once'),
    ...OrgScope,
  }),
  output: z.object({ approved: z.number().int(), skipped: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { selectedTeams: ['team-demo-ops'] },
});
