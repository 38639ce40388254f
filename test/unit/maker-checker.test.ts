import { describe, expect, it } from 'vitest';
import {
  MakerCheckerSwitchSchema,
  makerCheckerOn,
  mayApprove,
  preparedByApprover,
} from '../../shared/domain/organisations/maker-checker';

describe('two people for money (docs/rules.md#maker-checker)', () => {
  it('is on unless an administrator switched it off', () => {
    expect(makerCheckerOn(undefined)).toBe(true);
    expect(makerCheckerOn({})).toBe(true);
    expect(makerCheckerOn({ makerChecker: 'on' })).toBe(true);
    expect(makerCheckerOn({ makerChecker: 'off' })).toBe(false);
  });

  it('refuses the preparer while on, by user id', () => {
    expect(mayApprove({ ruleOn: true, preparedById: 'u1', approverId: 'u1' })).toBe(false);
    expect(mayApprove({ ruleOn: true, preparedById: 'u1', approverId: 'u2' })).toBe(true);
    expect(mayApprove({ ruleOn: false, preparedById: 'u1', approverId: 'u1' })).toBe(true);
    // Written before the rule: no preparer to tell apart.
    expect(mayApprove({ ruleOn: true, preparedById: undefined, approverId: 'u1' })).toBe(true);
  });

  it("names the selection's records the approver prepared", () => {
    const records = [{ id: 'a', preparedById: 'u1' }, { id: 'b', preparedById: 'u2' }, { id: 'c' }];
    expect(preparedByApprover(records, 'u1', true).map((r) => r.id)).toEqual(['a']);
    expect(preparedByApprover(records, 'u3', true)).toEqual([]);
    expect(preparedByApprover(records, 'u1', false)).toEqual([]);
  });

  it('needs a reason to switch it off, not to switch it on', () => {
    const off = MakerCheckerSwitchSchema.safeParse({ orgId: 'o', makerChecker: 'off', reason: '   ' });
    expect(off.success).toBe(false);
    expect(off.error?.issues.map((i) => i.path.join('.'))).toEqual(['reason']);
    expect(MakerCheckerSwitchSchema.safeParse({ orgId: 'o', makerChecker: 'off', reason: 'One Manager' }).success).toBe(
      true,
    );
    expect(MakerCheckerSwitchSchema.safeParse({ orgId: 'o', makerChecker: 'on' }).success).toBe(true);
    expect(MakerCheckerSwitchSchema.safeParse({ orgId: 'o', makerChecker: 'maybe', reason: 'x' }).success).toBe(false);
  });
});
