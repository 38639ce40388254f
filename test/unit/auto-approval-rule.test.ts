import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  AUTO_RULE_BY,
  approvedByRule,
  AutoApprovalRuleInputSchema,
  ruleApproves,
  ruleValuesOf,
} from '../../shared/domain/advance-pay/auto-approval-rule';

const rule = { maxAmountSen: asSen(20_000), maxPerMonth: 2 };
const request = (over: Partial<Parameters<typeof ruleApproves>[1]> = {}) => ({
  amountSen: asSen(20_000),
  approvedByRuleThisPeriod: 1,
  inCoolingOff: false,
  ...over,
});

describe('the automatic approval rule', () => {
  it('approves up to its amount while the month has room, never off or in a cooling-off', () => {
    expect(ruleApproves(rule, request())).toBe(true);
    expect(ruleApproves(rule, request({ amountSen: asSen(20_001) }))).toBe(false);
    expect(ruleApproves(rule, request({ approvedByRuleThisPeriod: 2 }))).toBe(false);
    expect(ruleApproves(rule, request({ inCoolingOff: true }))).toBe(false);
    expect(ruleApproves(undefined, request())).toBe(false);
  });

  it("counts only the rule's own approvals", () => {
    expect(
      approvedByRule([
        { status: 'pending', by: 'Nur' },
        { status: 'approved', by: AUTO_RULE_BY },
      ]),
    ).toBe(true);
    expect(approvedByRule([{ status: 'approved', by: 'Auto-approval (withdrawal policy)' }])).toBe(false);
  });

  it('needs both figures to turn on, none to turn off', () => {
    const on = AutoApprovalRuleInputSchema.safeParse({ enabled: true, maxAmount: 150.5, maxPerMonth: null });
    expect(on.success ? [] : on.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['maxPerMonth', '* Required!'],
    ]);
    const off = AutoApprovalRuleInputSchema.parse({ enabled: false, maxAmount: null, maxPerMonth: null });
    expect(ruleValuesOf(off)).toBeUndefined();
    expect(
      ruleValuesOf(AutoApprovalRuleInputSchema.parse({ enabled: true, maxAmount: 150.5, maxPerMonth: 3 })),
    ).toEqual({ maxAmountSen: 15_050, maxPerMonth: 3 });
  });
});
