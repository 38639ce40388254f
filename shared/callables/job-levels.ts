import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ORG_ROLES } from '../registry/roles';
import { ApprovalStatusSchema, APPROVED, DRAFT, PENDING_APPROVAL } from '../domain/organisations/approval';
import { OrgIdSchema } from '../domain/organisations/organisation';
import {
  AdminJobLevelSchema,
  JobLevelFieldsSchema,
  JobLevelSaveStatusSchema,
  JobLevelSchema,
} from '../domain/employees/job-level';

/** Admins name the organisation; Managers and Executives work in their own (the token's). */
const OrgScope = { orgId: OrgIdSchema.optional() };
const JOB_LEVEL_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const JobLevelIdSchema = z.string().trim().min(1, 'Required!').max(64);

export const getApproved = defineCallable({
  name: 'jobLevels-getApproved',
  product: 'eBenefits',
  summary:
    "The organisation's approved job levels (for the employee form's job level choice), by grade. Paged: `limit` job levels (default 100) and `nextCursor` to the next page.",
  input: z.object({ orgId: OrgIdSchema.optional(), ...PageInput }),
  output: z.object({
    jobLevels: z.array(z.object({ id: z.string(), name: z.string(), grade: z.number().int(), status: z.string() })),
    nextCursor: z.string().optional(),
  }),
  roles: [...ORG_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});

export const getAll = defineCallable({
  name: 'jobLevels-getAll',
  product: 'eBenefits',
  summary:
    "The organisation's job levels, by grade then name; `status` keeps one status. Paged: `limit` items (default 100) and `nextCursor` to the next page.",
  input: z.object({ status: ApprovalStatusSchema.optional(), ...OrgScope, ...PageInput }),
  output: pageOf(JobLevelSchema),
  roles: JOB_LEVEL_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: APPROVED },
});

export const getOne = defineCallable({
  name: 'jobLevels-getOne',
  product: 'eBenefits',
  summary: 'One job level of the organisation, by id.',
  input: z.object({ jobLevelId: JobLevelIdSchema, ...OrgScope }),
  output: JobLevelSchema,
  roles: JOB_LEVEL_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { jobLevelId: 'joblevel-demo-ex' },
});

export const create = defineCallable({
  name: 'jobLevels-create',
  product: 'eBenefits',
  summary:
    'Add a job level, saved (Draft) or submitted (Pending Approval). Its name is unique in the organisation (employees hold it by name).',
  input: JobLevelFieldsSchema.extend({ status: JobLevelSaveStatusSchema, ...OrgScope }),
  output: JobLevelSchema,
  roles: JOB_LEVEL_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { jobLevel: 'AM', name: 'Assistant Manager', jobGrade: 8, status: DRAFT },
});

export const edit = defineCallable({
  name: 'jobLevels-edit',
  product: 'eBenefits',
  summary:
    'Change a job level and save it (Draft) or submit it (Pending Approval); approval is jobLevels-approve. ' +
    'jobLevel, name, jobGrade and status are required (400 without them): the body is the whole job level. ' +
    'A job level employees hold keeps its name (409). `modifiedAt` as read refuses an edit over a newer one.',
  input: JobLevelFieldsSchema.extend({
    id: JobLevelIdSchema,
    status: JobLevelSaveStatusSchema,
    modifiedAt: z.number().int().optional(),
    ...OrgScope,
  }),
  output: JobLevelSchema,
  roles: JOB_LEVEL_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    id: 'joblevel-demo-se',
    jobLevel: 'SE',
    name: 'Senior Executive',
    jobGrade: 6,
    status: PENDING_APPROVAL,
  },
});

export const remove = defineCallable({
  name: 'jobLevels-delete',
  product: 'eBenefits',
  summary: 'Delete a job level; refused (409, with how many) while employees hold it.',
  input: z.object({ jobLevelId: JobLevelIdSchema, ...OrgScope }),
  output: z.object({ id: z.string() }),
  roles: JOB_LEVEL_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { jobLevelId: '01JNOSUCHJOBLEVEL000000000' },
});

export const approve = defineCallable({
  name: 'jobLevels-approve',
  product: 'eBenefits',
  summary:
    'Approve the selected job levels (Managers). Already approved ones are left as they are; answers how many were approved.',
  input: z.object({
    jobLevelsIds: z
      .array(JobLevelIdSchema)
      .min(1, 'Select at least one job level')
      .max(100, 'Approve at most 100 job levels at once'),
    ...OrgScope,
  }),
  output: z.object({ approved: z.number().int(), alreadyApproved: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { jobLevelsIds: ['joblevel-demo-ex'] },
});

export const getCatalogue = defineCallable({
  name: 'jobLevels-getCatalogue',
  product: 'eBenefits',
  summary:
    "The provider's job level catalogue, by grade (a Manager or Executive starts a job level of their own from one)." +
    ' Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ ...PageInput }),
  output: pageOf(AdminJobLevelSchema),
  roles: [...MANAGEMENT_ROLES],
  access: { table: 'read' },
  terms: true,
  example: {},
});
