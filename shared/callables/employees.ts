import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ORG_ROLES } from '../registry/roles';
import { EmployeeFieldsObject, EmployeeSchema, EmployeeStatusSchema, IcNumberSchema, withEmployeeRules } from '../domain/employee';
import { OrgIdSchema } from '../domain/organisation';
import { EmployeeEditObject } from '../domain/employee-edit';
import { OkOutput, PageInput, pageOf } from './common';

export const acceptTermsAndConditions = defineCallable({
  name: 'employees-acceptTermsAndConditions',
  summary: 'Record that the caller accepts the current Terms and Conditions (and the pay-day deduction they authorise).',
  input: z.object({
    /** What the browser says it is, stored with the dated acceptance record. */
    device: z.string().max(500).optional(),
  }),
  output: z.object({ acceptedTerms: z.string(), acceptedAt: z.number().int() }),
  roles: ORG_ROLES,
  access: { table: 'write', cognito: ['AdminUpdateUserAttributes'] },
  terms: false,
  example: { device: 'Mozilla/5.0' },
});

/** Admins name the organisation; everyone else works in their own (the token's). */
const OrgScope = { orgId: OrgIdSchema.optional() };
const IcInput = z.object({ employeeICNumber: IcNumberSchema, ...OrgScope });
const DIRECTORY_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];

export const getFullEmployeeProfile = defineCallable({
  name: 'employees-getFullEmployeeProfile',
  summary: 'Every field of one employee of the organisation, by IC number.',
  input: IcInput,
  output: EmployeeSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { employeeICNumber: '900101145678' },
});

export const getEmployees = defineCallable({
  name: 'employees-getEmployees',
  summary: "The organisation's employees (not deleted), by IC number, with when the directory last changed.",
  input: z.object({ status: EmployeeStatusSchema.optional(), ...OrgScope, ...PageInput }),
  output: pageOf(EmployeeSchema).extend({ lastModified: z.number().int().nullable() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { status: 'approved' },
});

export const countEmployeesPendingApproval = defineCallable({
  name: 'employees-countEmployeesPendingApproval',
  summary: 'How many employees of the organisation wait for approval.',
  input: z.object(OrgScope),
  output: z.object({ count: z.number().int() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});

export const getEmployeesPendingApproval = defineCallable({
  name: 'employees-getEmployeesPendingApproval',
  summary: 'The employees of the organisation waiting for approval.',
  input: z.object(OrgScope),
  output: z.object({ items: z.array(EmployeeSchema) }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});

export const approveEmployees = defineCallable({
  name: 'employees-approveEmployees',
  summary: 'Approve employees pending approval (all or nothing); each with an e-mail gets a login and an invitation.',
  input: z.object({ ICNumbers: z.array(IcNumberSchema).min(1, 'Select at least one employee').max(100), ...OrgScope }),
  output: z.object({ approved: z.number().int(), invited: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write', cognito: ['AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'], messages: ['email'] },
  terms: true,
  example: { ICNumbers: ['900101145678'] },
});

export const createEmployee = defineCallable({
  name: 'employees-createEmployee',
  summary: 'Add an employee (pending approval). IC number unique in the organisation; e-mail and mobile number across the platform.',
  input: withEmployeeRules(EmployeeFieldsObject.extend(OrgScope)),
  output: EmployeeSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { employeeICNumber: '950505105555', firstName: 'Aisyah', lastName: 'Omar', bankCode: 'MBBEMYKL', accountNumber: '114011112222', salary: 3200 },
});

export const editEmployee = defineCallable({
  name: 'employees-editEmployee',
  summary:
    'Change an employee (not the IC number): only the fields the body carries change; absent = unchanged, \'\' clears an optional ' +
    'field, `salary: null` clears the salary. The rules across fields hold on the result (an account number needs its bank). ' +
    '`modifiedAt` as read refuses an edit over someone else\'s newer one.',
  input: EmployeeEditObject.extend({ modifiedAt: z.number().int().optional(), ...OrgScope }),
  output: EmployeeSchema,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', messages: ['email', 'sms'] },
  terms: true,
  example: { employeeICNumber: '950505105555', firstName: 'Aisyah', lastName: 'Omar', salary: 3300 },
});

export const softDeleteEmployee = defineCallable({
  name: 'employees-softDeleteEmployee',
  summary: 'Delete an employee: the record is kept, marked deleted; their login is suspended and their e-mail and mobile number freed.',
  input: IcInput,
  output: OkOutput,
  roles: DIRECTORY_ROLES,
  access: { table: 'write', cognito: ['AdminDisableUser'] },
  terms: true,
  example: { employeeICNumber: '950505105555' },
});

export const changeAdvancePayWithdrawalsDisabledStatus = defineCallable({
  name: 'employees-changeAdvancePayWithdrawalsDisabledStatus',
  summary: "Switch an employee's Advance Pay withdrawals off (DISABLE) or on (ENABLE).",
  input: IcInput.extend({ action: z.enum(['ENABLE', 'DISABLE']) }),
  output: z.object({ advancePayWithdrawalsDisabled: z.boolean() }),
  roles: DIRECTORY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { employeeICNumber: '950505105555', action: 'DISABLE' },
});

export const getEmployeesWithMissingPaymentElection = defineCallable({
  name: 'employees-getEmployeesWithMissingPaymentElection',
  summary: 'Approved employees whose e-wallet election is not complete (allocations not totalling 100%).',
  input: z.object(OrgScope),
  output: z.object({ items: z.array(EmployeeSchema.pick({ employeeICNumber: true, name: true, email: true, mobileNumber: true })) }),
  roles: DIRECTORY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { orgId: 'demo' },
});
