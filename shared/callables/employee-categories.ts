import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { ApprovalStatusSchema, APPROVED, DRAFT, PENDING_APPROVAL } from '../domain/organisations/approval';
import {
  EmployeeCategoryFieldsSchema,
  EmployeeCategorySchema,
  NewCategoryStatusSchema,
} from '../domain/employees/employee-category';
import { OrgIdSchema } from '../domain/organisations/organisation';

/** Admins name the organisation; everyone else works in their own (the token's). */
const OrgScope = { orgId: OrgIdSchema.optional() };
const CATEGORY_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const CategoryIdSchema = z.string().trim().min(1, 'Required!').max(64);

export const getEmployeeCategories = defineCallable({
  name: 'employeeCategories-getEmployeeCategories',
  product: 'eBenefits',
  summary:
    "The organisation's employee categories, oldest first; `status` keeps one status (e.g. Approved). Paged: `limit` items (default 100) and `nextCursor` to the next page.",
  input: z.object({ status: ApprovalStatusSchema.optional(), ...OrgScope, ...PageInput }),
  output: pageOf(EmployeeCategorySchema),
  roles: CATEGORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: APPROVED },
});

export const getEmployeeCategory = defineCallable({
  name: 'employeeCategories-getEmployeeCategory',
  product: 'eBenefits',
  summary: 'One employee category of the organisation, by id.',
  input: z.object({ empCatId: CategoryIdSchema, ...OrgScope }),
  output: EmployeeCategorySchema,
  roles: CATEGORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { empCatId: '01JDEMO0CATEGORY0000000001' },
});

export const createEmployeeCategory = defineCallable({
  name: 'employeeCategories-createEmployeeCategory',
  product: 'eBenefits',
  summary:
    'Add an employee category, saved (Draft) or submitted (Pending Approval). The code is unique in the organisation.',
  input: EmployeeCategoryFieldsSchema.extend({ status: NewCategoryStatusSchema, ...OrgScope }),
  output: EmployeeCategorySchema,
  roles: CATEGORY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { name: 'Executives', description: 'Executive staff and above', code: 'EXEC', status: DRAFT },
});

export const updateEmployeeCategory = defineCallable({
  name: 'employeeCategories-updateEmployeeCategory',
  product: 'eBenefits',
  summary:
    'Change a category and move it to `status`: Draft (Save), Pending Approval (Submit for Approval) or Approved ' +
    '(Approve: Managers only, only from Pending Approval and without changes). name, description and status are required (400 without ' +
    'them); code omitted keeps it. `modifiedDate` as read refuses an update over a newer one.',
  input: EmployeeCategoryFieldsSchema.extend({
    id: CategoryIdSchema,
    status: ApprovalStatusSchema,
    modifiedDate: z.number().int().optional(),
    ...OrgScope,
  }),
  output: EmployeeCategorySchema,
  roles: CATEGORY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    id: '01JDEMO0CATEGORY0000000001',
    name: 'Executives',
    description: 'Executive staff and above',
    status: PENDING_APPROVAL,
  },
});

export const bulkApproveEmployeeCategory = defineCallable({
  name: 'employeeCategories-bulkApproveEmployeeCategory',
  product: 'eBenefits',
  summary: 'Approve several categories at once: all must be Pending Approval, otherwise nothing changes (409).',
  input: z.object({
    ids: z
      .array(CategoryIdSchema)
      .min(1, 'Select at least one category')
      .max(100, 'Approve at most 100 categories at once'),
    ...OrgScope,
  }),
  output: z.object({ approved: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { ids: ['01JDEMO0CATEGORY0000000001'] },
});
