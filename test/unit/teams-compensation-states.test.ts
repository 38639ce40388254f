import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../shared/domain/organisations/approval';
import {
  approvableTeams,
  TeamSaveStatusSchema,
  TeamStatusInputSchema,
  teamTransition,
} from '../../shared/domain/employees/team';
import {
  PAY_RANGE_MIN_MESSAGE,
  PAY_RANGE_ORDER_MESSAGES,
  PayRangeFieldsSchema,
  PayRangeFormSchema,
  policyTransition,
  POLICY_STATUSES,
  type PolicyAction,
} from '../../shared/domain/benefits/compensation-policy';

describe('team state machine (docs/rules.md#teams-and-compensation-policies)', () => {
  it.each(
    APPROVAL_STATUSES.flatMap((from) => (['Draft', 'Pending Approval'] as const).map((to) => [from, to] as const)),
  )('lets the management group move %s → %s (Save, Submit for Approval)', (from, to) => {
    expect(teamTransition(from, to, { isManager: false })).toEqual({ allowed: true });
    expect(teamTransition(from, to, { isManager: true })).toEqual({ allowed: true });
  });

  it('lets a Manager approve a team Pending Approval', () => {
    expect(teamTransition('Pending Approval', 'Approved', { isManager: true })).toEqual({ allowed: true });
  });

  it.each<ApprovalStatus>(['Draft', 'Approved'])('refuses (409) approving a team that is %s', (from) => {
    expect(teamTransition(from, 'Approved', { isManager: true })).toMatchObject({
      allowed: false,
      code: 'INVALID_STATE',
    });
  });

  it('refuses (403) anyone but a Manager approving', () => {
    expect(teamTransition('Pending Approval', 'Approved', { isManager: false })).toMatchObject({
      allowed: false,
      code: 'FORBIDDEN',
    });
  });

  it('approves only the Pending Approval teams of a selection', () => {
    const teams = APPROVAL_STATUSES.map((status) => ({ status }));
    expect(approvableTeams(teams)).toEqual([{ status: 'Pending Approval' }]);
  });

  it('accepts both spellings of a status and hands on the stored one', () => {
    expect(TeamStatusInputSchema.parse('pending_approval')).toBe('Pending Approval');
    expect(TeamStatusInputSchema.parse('approved')).toBe('Approved');
    expect(TeamStatusInputSchema.parse('Draft')).toBe('Draft');
    expect(TeamSaveStatusSchema.parse('draft')).toBe('Draft');
    expect(TeamSaveStatusSchema.parse('Pending Approval')).toBe('Pending Approval');
    expect(TeamSaveStatusSchema.safeParse('approved').success).toBe(false);
    expect(TeamSaveStatusSchema.safeParse('Approved').success).toBe(false);
  });
});

describe('compensation policy state machine', () => {
  it('approves only pending_approval', () => {
    expect(policyTransition('pending_approval', 'approve')).toEqual({ allowed: true, next: 'approved' });
    expect(policyTransition('approved', 'approve')).toMatchObject({ allowed: false });
  });

  it.each<PolicyAction>(['edit', 'changeRange'])('%s sends a live policy back to pending_approval', (action) => {
    expect(policyTransition('approved', action)).toEqual({ allowed: true, next: 'pending_approval' });
    expect(policyTransition('pending_approval', action)).toEqual({ allowed: true, next: 'pending_approval' });
  });

  it('deletes a live policy as a status', () => {
    expect(policyTransition('approved', 'delete')).toEqual({ allowed: true, next: 'deleted' });
    expect(policyTransition('pending_approval', 'delete')).toEqual({ allowed: true, next: 'deleted' });
  });

  it.each<PolicyAction>(['edit', 'delete', 'approve', 'changeRange'])('refuses %s on a deleted policy', (action) => {
    expect(policyTransition('deleted', action)).toMatchObject({ allowed: false });
  });

  it('knows every status', () => {
    expect(POLICY_STATUSES).toEqual(['pending_approval', 'approved', 'deleted']);
  });
});

describe('pay range fields', () => {
  const valid = { jobLevel: 'joblevel-demo-ex', minimum: 3000, midpoint: 4000, maximum: 5000 };
  const messages = (input: unknown) => {
    const r = PayRangeFieldsSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('takes a range whose amounts keep minimum ≤ midpoint ≤ maximum', () => {
    expect(PayRangeFieldsSchema.parse(valid)).toEqual(valid);
    expect(PayRangeFieldsSchema.parse({ ...valid, midpoint: 3000, maximum: 3000 })).toMatchObject({ maximum: 3000 });
  });

  it.each([0, -5, 0.5])('refuses %s with the spec’s message', (amount) => {
    expect(messages({ ...valid, minimum: amount })).toMatchObject({ minimum: PAY_RANGE_MIN_MESSAGE });
  });

  it('refuses a minimum above the midpoint and a midpoint above the maximum', () => {
    expect(messages({ ...valid, minimum: 4500 })).toEqual({ minimum: PAY_RANGE_ORDER_MESSAGES.minimumAboveMidpoint });
    expect(messages({ ...valid, midpoint: 5500 })).toEqual({ midpoint: PAY_RANGE_ORDER_MESSAGES.midpointAboveMaximum });
  });

  it('requires the job level', () => {
    expect(messages({ ...valid, jobLevel: ' ' })).toMatchObject({ jobLevel: 'Required!' });
  });
});

describe('pay range form', () => {
  it('turns the typed text into the numbers the callables take, with the same rules', () => {
    expect(PayRangeFormSchema.parse({ jobLevel: 'x', minimum: '3000', midpoint: '4000.50', maximum: '5000' })).toEqual({
      jobLevel: 'x',
      minimum: 3000,
      midpoint: 4000.5,
      maximum: 5000,
    });
    const refused = PayRangeFormSchema.safeParse({ jobLevel: 'x', minimum: '', midpoint: '0', maximum: '5000' });
    expect(refused.success).toBe(false);
    if (!refused.success)
      expect(Object.fromEntries(refused.error.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
        minimum: 'Required!',
        midpoint: PAY_RANGE_MIN_MESSAGE,
      });
  });
});
