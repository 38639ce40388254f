import { z } from 'zod';
import { AutoApprovalRuleInputSchema, AutoApprovalRuleOutputSchema } from '../domain/advance-pay/auto-approval-rule';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { EmptyInput } from './common';
import { OrgIdSchema } from '../domain/organisations/organisation';
import {
  AdvancedPolicyEditObject,
  AdvancedPolicyInputSchema,
  GeneralPolicyEditObject,
  GeneralPolicyInputSchema,
  WithdrawalPolicySchema,
} from '../domain/advance-pay/withdrawal-policy';

/**
 * Withdrawal policies (docs/rules.md#withdrawal-policies): one GENERAL policy per organisation and
 * ADVANCED ones for salary ranges that never overlap. Managers and Executives create and edit;
 * every create or edit leaves the policy PENDING until a Manager approves it, and only APPROVED
 * policies apply to withdrawals.
 */

const PolicyIdSchema = z.string().trim().min(1, 'Required!').max(64);
/** The policy's `modifiedAt` as the editor read it: a write over a newer version is refused (409). */
const SeenVersion = { modifiedAt: z.number({ error: 'The version of the policy you edited is required' }).int() };

export const getPolicies = defineCallable({
  name: 'withdrawalPolicies-getPolicies',
  product: 'advancePay',
  summary:
    "The organisation's withdrawal policies: the GENERAL one (absent when none) and the ADVANCED ones by minimum salary, " +
    'PENDING and APPROVED. Admins name the organisation.',
  input: z.object({ orgId: OrgIdSchema.optional() }),
  output: z.object({ generalPolicy: WithdrawalPolicySchema.optional(), advanced: z.array(WithdrawalPolicySchema) }),
  roles: [...MANAGEMENT_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const createGeneralPolicy = defineCallable({
  name: 'withdrawalPolicies-createGeneralPolicy',
  audit: ['policy'],
  product: 'advancePay',
  summary:
    "Create the organisation's one GENERAL policy (409 when it exists); it is PENDING until a Manager approves it.",
  input: GeneralPolicyInputSchema,
  output: WithdrawalPolicySchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    maximumWithdrawalAmount: 1000,
    withdrawalFrequency: 'ONCE_PER_MONTH',
    withdrawalDate: 15,
    autoApproval: false,
  },
});

export const createAdvancedPolicy = defineCallable({
  name: 'withdrawalPolicies-createAdvancedPolicy',
  audit: ['policy'],
  product: 'advancePay',
  summary:
    'Create an ADVANCED policy for the salaries from minSalary to maxSalary (RM); a range overlapping another policy of the ' +
    'organisation is refused (422). PENDING until a Manager approves it.',
  input: AdvancedPolicyInputSchema,
  output: WithdrawalPolicySchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    maximumWithdrawalAmount: 1500,
    withdrawalFrequency: 'ONCE_A_WEEK',
    autoApproval: false,
    minSalary: 5000,
    maxSalary: 8000,
  },
});

export const updateGeneralPolicy = defineCallable({
  name: 'withdrawalPolicies-updateGeneralPolicy',
  audit: ['policy'],
  product: 'advancePay',
  summary:
    'Change the GENERAL policy as read (`modifiedAt`; a newer version refuses with 409): only the fields the body carries change ' +
    '(absent = unchanged, `withdrawalDate: null` clears the date) and the rules of create hold on the result. It goes back to PENDING.',
  input: GeneralPolicyEditObject.extend(SeenVersion),
  output: WithdrawalPolicySchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { maximumWithdrawalAmount: 1200, modifiedAt: 1 },
});

export const updateAdvancedPolicy = defineCallable({
  name: 'withdrawalPolicies-updateAdvancedPolicy',
  audit: ['policy'],
  product: 'advancePay',
  summary:
    'Change an ADVANCED policy as read (`modifiedAt`; a newer version refuses with 409): only the fields the body carries change ' +
    '(absent = unchanged, `withdrawalDate: null` clears the date) and the rules of create hold on the result; the range must not ' +
    'overlap another policy (422). It goes back to PENDING.',
  input: AdvancedPolicyEditObject.extend({ id: PolicyIdSchema, ...SeenVersion }),
  output: WithdrawalPolicySchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { id: '01JDEMO0POLICY000000000000', maximumWithdrawalAmount: 1500, autoApproval: false, modifiedAt: 1 },
});

export const approvePolicy = defineCallable({
  name: 'withdrawalPolicies-approvePolicy',
  audit: ['policy'],
  product: 'advancePay',
  summary:
    'Approve PENDING policies (Managers only), all or nothing: any not PENDING refuses the whole request (409, naming them).',
  input: z.object({
    ids: z.array(PolicyIdSchema).min(1, 'Select at least one policy').max(49, 'Approve at most 49 policies at once'),
  }),
  output: z.object({ approved: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { ids: ['01JDEMO0POLICY000000000000'] },
});

export const deletePolicy = defineCallable({
  name: 'withdrawalPolicies-deletePolicy',
  audit: ['policy'],
  product: 'advancePay',
  summary:
    'Delete a withdrawal policy (GENERAL or ADVANCED), as read when `modifiedAt` is given (409 over a newer version); who and when are kept on the deleted record.',
  input: z.object({ id: PolicyIdSchema, modifiedAt: SeenVersion.modifiedAt.optional() }),
  output: z.object({ id: z.string() }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { id: '01JDEMO0POLICY000000000000' },
});

export const getApprovalRule = defineCallable({
  name: 'withdrawalPolicies-getApprovalRule',
  product: 'advancePay',
  summary:
    "The organisation's automatic approval rule (docs/rules.md#automatic-approval-rule): off, or requests up to `maxAmount` RM " +
    "approved at once, at most `maxPerMonth` a month for each employee, never during a bank account change's cooling-off.",
  input: EmptyInput,
  output: AutoApprovalRuleOutputSchema,
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const updateApprovalRule = defineCallable({
  name: 'withdrawalPolicies-updateApprovalRule',
  product: 'advancePay',
  audit: ['policy'],
  summary:
    'Turn the automatic approval rule on (`maxAmount` RM 100–5,000, `maxPerMonth` 1–31) or off (`enabled: false`). Managers ' +
    'only; `modifiedAt` as read refuses a stale change (409). Requests made from then on follow it; none already made changes.',
  input: AutoApprovalRuleInputSchema,
  output: AutoApprovalRuleOutputSchema,
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { enabled: true, maxAmount: 200, maxPerMonth: 2 },
});
