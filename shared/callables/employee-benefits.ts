import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MANAGEMENT_ROLES } from '../registry/roles';
import { ApprovalStatusSchema, APPROVED, DRAFT, PENDING_APPROVAL } from '../domain/organisations/approval';
import { EmployeeBenefitSchema, RecurrenceSchema } from '../domain/benefits/employee-benefit';
import { BenefitFieldsSchema, NewBenefitStatusSchema } from '../domain/benefits/benefit-rules';
import { EmptyInput, OkOutput, PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';

/**
 * Employee benefits (docs/rules.md#employee-benefits-and-wallet-election): the organisation's
 * Managers and Executives keep them (Draft → Pending Approval → Approved, Managers approve);
 * an employee reads the Approved ones paid to them. Amounts are RM.
 */
const BenefitIdSchema = z.string().trim().min(1, 'Required!').max(64);

export const getEmployeeBenefits = defineCallable({
  name: 'employeeBenefits-getEmployeeBenefits',
  product: 'eBenefits',
  summary:
    "The organisation's employee benefits (deleted ones left out), newest first; the filters keep one status, category or recurrence. " +
    'Paged: `limit` items (default 100) and `nextCursor` to the next page. ' +
    listSearchSummary('name, employee category, recurrence or status'),
  input: z.object({
    status: ApprovalStatusSchema.optional(),
    employeeCategoryId: z.string().trim().min(1).max(64).optional(),
    recurrence: RecurrenceSchema.optional(),
    search: ListSearchInput,
    ...PageInput,
  }),
  output: pageOf(EmployeeBenefitSchema),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: APPROVED, search: 'transport' },
});

export const getEmployeeBenefit = defineCallable({
  name: 'employeeBenefits-getEmployeeBenefit',
  product: 'eBenefits',
  summary: 'One employee benefit of the organisation, by id (404 when deleted or unknown).',
  input: z.object({ empBenId: BenefitIdSchema }),
  output: EmployeeBenefitSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { empBenId: '01JDEMO0BENEFIT00000000001' },
});

export const createEmployeeBenefit = defineCallable({
  name: 'employeeBenefits-createEmployeeBenefit',
  product: 'eBenefits',
  summary:
    'Add an employee benefit for a category (and office) of the organisation, saved (Draft) or submitted (Pending Approval). Answers the benefit with its id.',
  input: BenefitFieldsSchema.extend({ status: NewBenefitStatusSchema }),
  output: EmployeeBenefitSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    name: 'Transport allowance',
    amount: 150,
    employeeCategoryId: '01JDEMO0CATEGORY0000000001',
    officeCode: 'KL',
    recurrence: 'Monthly',
    status: DRAFT,
  },
});

export const updateEmployeeBenefit = defineCallable({
  name: 'employeeBenefits-updateEmployeeBenefit',
  product: 'eBenefits',
  summary:
    'Change a benefit and move it to `status`: Draft (Save, or Edit), Pending Approval (Submit for Approval) or Approved ' +
    '(Approve: Managers only, only from Pending Approval and without changes). Approving a benefit whose category is not ' +
    'Approved needs `approveCategory: true`, which approves the category first, in the same transaction (409 otherwise). ' +
    '`modifiedDate` as read refuses an update over a newer one (409).',
  input: BenefitFieldsSchema.extend({
    id: BenefitIdSchema,
    status: ApprovalStatusSchema,
    modifiedDate: z.number().int().optional(),
    approveCategory: z.boolean().optional(),
  }),
  output: EmployeeBenefitSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    id: '01JDEMO0BENEFIT00000000001',
    name: 'Transport allowance',
    amount: 150,
    employeeCategoryId: '01JDEMO0CATEGORY0000000001',
    officeCode: 'KL',
    recurrence: 'Monthly',
    status: PENDING_APPROVAL,
  },
});

export const bulkApproveEmployeeBenefit = defineCallable({
  name: 'employeeBenefits-bulkApproveEmployeeBenefit',
  product: 'eBenefits',
  summary:
    'Approve the selected benefits that are Pending Approval (the others are left as they are), and their categories that ' +
    "are not Approved yet, in one transaction; 409 'Selected items are not Pending Approval!' when none is.",
  input: z.object({
    benefits: z
      .array(BenefitIdSchema)
      .min(1, 'Select at least one benefit')
      .max(40, 'Approve at most 40 benefits at once'),
  }),
  output: z.object({ approved: z.number().int(), categoriesApproved: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { benefits: ['01JDEMO0BENEFIT00000000001'] },
});

export const deleteEmployeeBenefit = defineCallable({
  name: 'employeeBenefits-deleteEmployeeBenefit',
  product: 'eBenefits',
  summary: 'Delete an employee benefit (kept, marked deleted: it leaves every list and is no longer paid).',
  input: z.object({ empBenId: BenefitIdSchema }),
  output: OkOutput,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { empBenId: '01JDEMO0BENEFIT00000000001' },
});

export const getIndividualEmployeeBenefits = defineCallable({
  name: 'employeeBenefits-getIndividualEmployeeBenefits',
  product: 'eBenefits',
  summary:
    "The caller's own benefits: the Approved benefits of their category (and office, when both have one), amounts in RM.",
  input: EmptyInput,
  output: z.object({
    benefits: z.array(EmployeeBenefitSchema.pick({ id: true, name: true, amount: true, recurrence: true })),
  }),
  roles: ['employee'],
  access: { table: 'read' },
  terms: true,
  example: {},
});
