import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ADMIN_ROLES } from '../registry/roles';
import { AdminJobLevelSchema, JobLevelFieldsSchema } from '../domain/employees/job-level';

const JobLevelIdSchema = z.string().trim().min(1, 'Required!').max(64);

export const getAll = defineCallable({
  name: 'adminJobLevels-getAll',
  summary:
    "The provider's job level catalogue, by grade then name. Paged: `limit` items (default 100) and `nextCursor` to the next page.",
  input: z.object({ ...PageInput }),
  output: pageOf(AdminJobLevelSchema),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: {},
});

export const getOne = defineCallable({
  name: 'adminJobLevels-getOne',
  summary: 'One job level of the catalogue, by id.',
  input: z.object({ jobLevelId: JobLevelIdSchema }),
  output: AdminJobLevelSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: { jobLevelId: 'catalogue-joblevel-ex' },
});

export const create = defineCallable({
  name: 'adminJobLevels-create',
  summary: 'Add a job level to the catalogue. Its name is unique in the catalogue.',
  input: JobLevelFieldsSchema,
  output: AdminJobLevelSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { jobLevel: 'GM', name: 'General Manager', jobGrade: 13 },
});

export const edit = defineCallable({
  name: 'adminJobLevels-edit',
  summary:
    'Change a job level of the catalogue: jobLevel, name and jobGrade are required (400 without them), the body is the whole job level. ' +
    '`modifiedAt` as read refuses an edit over a newer one (409).',
  input: JobLevelFieldsSchema.extend({ id: JobLevelIdSchema, modifiedAt: z.number().int().optional() }),
  output: AdminJobLevelSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { jobLevel: 'EX', name: 'Executive', jobGrade: 4, id: 'catalogue-joblevel-ex' },
});

export const remove = defineCallable({
  name: 'adminJobLevels-delete',
  summary: "Delete a job level of the catalogue (organisations' own job levels are not touched).",
  input: z.object({ jobLevelId: JobLevelIdSchema }),
  output: z.object({ id: z.string() }),
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  example: { jobLevelId: '01JNOSUCHJOBLEVEL000000000' },
});
