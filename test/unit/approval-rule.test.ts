import { describe, expect, it } from 'vitest';
import {
  APPROVED_STATUS,
  chooseForApproval,
  PENDING_STATUS,
  refuse,
  type ApprovalRule,
} from '../../web/src/components/approval/approval-rule';

interface Row {
  id: string;
  status: string;
}

const NOT_PENDING = 'Selected items are not Pending Approval!';
const pending = (id: string): Row => ({ id, status: PENDING_STATUS.approval });
const approved = (id: string): Row => ({ id, status: APPROVED_STATUS.approval });
const isPending = (r: Row) => r.status === PENDING_STATUS.approval;

describe('which selected rows an approval takes', () => {
  it("'only' sends the pending rows of the selection and refuses a selection without any", () => {
    // prepare
    const rule: ApprovalRule<Row> = { approvable: isPending, rule: 'only', notPending: refuse(NOT_PENDING) };

    // act
    const mixed = chooseForApproval([pending('a'), approved('b'), pending('c')], rule);
    const none = chooseForApproval([approved('b')], rule);

    // assess
    expect(mixed).toEqual({ rows: [pending('a'), pending('c')] });
    expect(none).toEqual({ refusal: { kind: 'error', message: NOT_PENDING } });
  });

  it("'all' refuses a selection holding any other row, and sends a wholly pending one", () => {
    // prepare
    const rule: ApprovalRule<Row> = { approvable: isPending, rule: 'all', notPending: refuse(NOT_PENDING) };

    // act
    const mixed = chooseForApproval([pending('a'), approved('b')], rule);
    const all = chooseForApproval([pending('a'), pending('c')], rule);

    // assess
    expect(mixed).toEqual({ refusal: { kind: 'error', message: NOT_PENDING } });
    expect(all).toEqual({ rows: [pending('a'), pending('c')] });
  });

  it('names the refused rows to a refusal that depends on them (pay runs: already approved is only information)', () => {
    // prepare
    const rule: ApprovalRule<Row> = {
      approvable: isPending,
      rule: 'all',
      notPending: (refused) =>
        refused.every((r) => r.status === APPROVED_STATUS.approval)
          ? { kind: 'info', message: 'already approved' }
          : refuse('only pending'),
    };

    // act
    const alreadyApproved = chooseForApproval([pending('a'), approved('b')], rule);
    const draft = chooseForApproval([approved('b'), { id: 'd', status: 'Draft' }], rule);

    // assess
    expect(alreadyApproved).toEqual({ refusal: { kind: 'info', message: 'already approved' } });
    expect(draft).toEqual({ refusal: { kind: 'error', message: 'only pending' } });
  });

  it('refuses more rows than the most one approval takes', () => {
    // prepare
    const rule: ApprovalRule<Row> = {
      approvable: isPending,
      rule: 'all',
      notPending: refuse(NOT_PENDING),
      max: { count: 2, message: 'at most 2' },
    };

    // act
    const tooMany = chooseForApproval([pending('a'), pending('b'), pending('c')], rule);

    // assess
    expect(tooMany).toEqual({ refusal: { kind: 'error', message: 'at most 2' } });
  });
});
