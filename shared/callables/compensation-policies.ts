import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { PageInput, pageOf } from './common';
import { ADMIN_ROLES, MANAGEMENT_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import {
  checkRangeOrder,
  CompensationPolicySchema,
  PayRangeFieldsObject,
  PayRangeSchema,
  PolicyFieldsSchema,
} from '../domain/benefits/compensation-policy';

/**
 * Compensation policies and their pay ranges (eBenefits): the data-store reads and writes of the
 * earlier product as callables. Admins name the organisation; Managers and Executives work in their own.
 */
const OrgScope = { orgId: OrgIdSchema.optional() };
const POLICY_ROLES = [...MANAGEMENT_ROLES, ...ADMIN_ROLES];
const IdSchema = z.string().trim().min(1, 'Required!').max(64);
const Version = { modifiedAt: z.number().int().optional() };

const RangeWithMetricsSchema = PayRangeSchema.extend({
  /** round((maximum - minimum) / minimum × 100). */
  rangeSpread: z.number(),
  /** Percent the midpoint exceeds the next lower range's midpoint; 0 for the lowest. */
  midpointGrowth: z.number(),
});

const EXAMPLE_POLICY = '01JDEMO0COMPPOLICY00000001';

export const getPolicies = defineCallable({
  name: 'compensationPolicies-getPolicies',
  product: 'eBenefits',
  summary:
    "The organisation's compensation policies pending approval or approved, newest first. Paged: `limit` items (default 100) and `nextCursor` to the next page.",
  input: z.object({ ...OrgScope, ...PageInput }),
  output: pageOf(CompensationPolicySchema),
  roles: POLICY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

export const getPolicy = defineCallable({
  name: 'compensationPolicies-getPolicy',
  product: 'eBenefits',
  summary: "One compensation policy (404 'Compensation Policy data not found' when missing or deleted).",
  input: z.object({ policyId: IdSchema, ...OrgScope }),
  output: CompensationPolicySchema,
  roles: POLICY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { policyId: EXAMPLE_POLICY },
});

export const createPolicy = defineCallable({
  name: 'compensationPolicies-createPolicy',
  audit: ['policy'],
  product: 'eBenefits',
  summary: 'Add a compensation policy; it starts pending_approval.',
  input: PolicyFieldsSchema.extend(OrgScope),
  output: CompensationPolicySchema,
  roles: POLICY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { compensationName: 'Annual fixed pay 2027' },
});

export const editPolicy = defineCallable({
  name: 'compensationPolicies-editPolicy',
  audit: ['policy'],
  product: 'eBenefits',
  summary:
    'Rename a compensation policy: it goes back to pending_approval and loses its approval. A deleted one is ' +
    'refused (409); `modifiedAt` as read refuses an edit over a newer one (409).',
  input: PolicyFieldsSchema.extend({ policyId: IdSchema, ...Version, ...OrgScope }),
  output: CompensationPolicySchema,
  roles: POLICY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { policyId: EXAMPLE_POLICY, compensationName: 'Annual fixed pay 2026 (revised)' },
});

export const deletePolicy = defineCallable({
  name: 'compensationPolicies-deletePolicy',
  audit: ['policy'],
  product: 'eBenefits',
  summary: 'Delete a compensation policy (its status becomes deleted; it leaves the lists). Deleted already: 409.',
  input: z.object({ policyId: IdSchema, ...Version, ...OrgScope }),
  output: z.object({ id: z.string() }),
  roles: POLICY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { policyId: '01JNOSUCHPOLICY00000000000' },
});

export const approve = defineCallable({
  name: 'compensationPolicies-approve',
  audit: ['policy'],
  product: 'eBenefits',
  summary:
    'Approve the selected policies that are pending_approval (Managers): status approved with approvedBy and ' +
    "approvedAt. None pending: 409 'Selected items are not Pending Approval!'.",
  input: z.object({
    policyIds: z.array(IdSchema).min(1, 'Select at least one policy').max(50, 'Approve at most 50 policies at once'),
    ...OrgScope,
  }),
  output: z.object({ approved: z.number().int(), skipped: z.number().int() }),
  roles: ['Manager'],
  access: { table: 'write' },
  terms: true,
  example: { policyIds: [EXAMPLE_POLICY] },
});

export const getPayRanges = defineCallable({
  name: 'compensationPolicies-getPayRanges',
  product: 'eBenefits',
  summary:
    "A policy's pay ranges that are not deleted, by minimum (highest first), each with its range spread and " +
    'midpoint growth in whole percent (over the whole policy, whatever the page). Amounts in RM.' +
    ' Paged: `limit` items (default 100) and `nextCursor` to the next page.',
  input: z.object({ policyId: IdSchema, ...OrgScope, ...PageInput }),
  output: pageOf(RangeWithMetricsSchema),
  roles: POLICY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { policyId: EXAMPLE_POLICY },
});

export const getPayRange = defineCallable({
  name: 'compensationPolicies-getPayRange',
  product: 'eBenefits',
  summary: "One pay range of a policy (404 'This pay range does not exist!').",
  input: z.object({ policyId: IdSchema, payRangeId: IdSchema, ...OrgScope }),
  output: PayRangeSchema,
  roles: POLICY_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { policyId: EXAMPLE_POLICY, payRangeId: '01JDEMO0COMPPOLICY00RANGE1' },
});

const RANGE_RESETS = 'The policy goes back to pending_approval and loses its approval in the same transaction.';

export const createPayRange = defineCallable({
  name: 'compensationPolicies-createPayRange',
  audit: ['policy'],
  product: 'eBenefits',
  summary:
    'Add a pay range to a policy: `jobLevel` is the id of an approved job level (its name and grade are stored ' +
    `with the range); minimum ≤ midpoint ≤ maximum, each at least RM 1. ${RANGE_RESETS}`,
  input: z.object({ policyId: IdSchema, ...PayRangeFieldsObject.shape, ...OrgScope }).superRefine(checkRangeOrder),
  output: PayRangeSchema,
  roles: POLICY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { policyId: EXAMPLE_POLICY, jobLevel: 'joblevel-demo-ex', minimum: 3000, midpoint: 4000, maximum: 5000 },
});

export const editPayRange = defineCallable({
  name: 'compensationPolicies-editPayRange',
  audit: ['policy'],
  product: 'eBenefits',
  summary: `Change a pay range (the whole range is sent; \`modifiedAt\` as read refuses an edit over a newer one). ${RANGE_RESETS}`,
  input: z
    .object({ policyId: IdSchema, payRangeId: IdSchema, ...PayRangeFieldsObject.shape, ...Version, ...OrgScope })
    .superRefine(checkRangeOrder),
  output: PayRangeSchema,
  roles: POLICY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: {
    policyId: EXAMPLE_POLICY,
    payRangeId: '01JDEMO0COMPPOLICY00RANGE1',
    jobLevel: 'joblevel-demo-ex',
    minimum: 3200,
    midpoint: 4200,
    maximum: 5200,
  },
});

export const deletePayRange = defineCallable({
  name: 'compensationPolicies-deletePayRange',
  audit: ['policy'],
  product: 'eBenefits',
  summary: `Delete a pay range (kept with deleted: true, no longer listed). ${RANGE_RESETS}`,
  input: z.object({ policyId: IdSchema, payRangeId: IdSchema, ...OrgScope }),
  output: z.object({ id: z.string() }),
  roles: POLICY_ROLES,
  access: { table: 'write' },
  terms: true,
  example: { policyId: EXAMPLE_POLICY, payRangeId: '01JNOSUCHPAYRANGE000000000' },
});
