import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { ORG_SUMMARY_SHARDS } from '../../lambdas/data/table/keys';
import { allSummaryShards, summaryShardOf } from '../../lambdas/data/advance-pay/summary-shards';
import { sumShards, summaryUpdateItems } from '../../lambdas/data/advance-pay/advance-pay-summaries';

const ics = Array.from({ length: 400 }, (_, i) => `9001010${String(i).padStart(5, '0')}`);

describe('summaryShardOf', () => {
  it('always puts one employee on the same shard, within range', () => {
    for (const ic of ics) {
      const shard = summaryShardOf(ic);
      expect(shard).toBe(summaryShardOf(ic));
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(ORG_SUMMARY_SHARDS);
    }
  });

  it("spreads an organisation's employees over every shard, none taking more than twice its share", () => {
    const counts = allSummaryShards().map((s) => ics.filter((ic) => summaryShardOf(ic) === s).length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(Math.max(...counts)).toBeLessThan((2 * ics.length) / ORG_SUMMARY_SHARDS);
  });
});

describe('sumShards', () => {
  it('adds the figures of every shard read, whatever their order; absent shards count zero', () => {
    const shards = [
      { orgId: 'o', shard: 0, 'count#approved': 2, 'amountSen#approved': 30_000, 'reasonSen#Medical': 30_000 },
      { orgId: 'o', shard: 3, 'count#approved': 1, 'amountSen#approved': 5_000, 'count#rejected': 1 },
      { orgId: 'o', shard: 5, 'reasonSen#Medical': -10_000, 'reasonSen#Rent': 5_000 },
    ];
    const expected = {
      periodKey: '2026-11',
      counts: { pending: 0, approved: 3, processing: 0, completed: 0, rejected: 1, cancelled: 0 },
      amountsSen: { pending: 0, approved: 35_000, processing: 0, completed: 0, rejected: 0, cancelled: 0 },
      reasonsSen: { Medical: 20_000, Rent: 5_000 },
    };
    expect(sumShards(shards, '2026-11')).toEqual(expected);
    expect(sumShards([...shards].reverse(), '2026-11')).toEqual(expected);
    expect(sumShards([], '2026-11').counts.approved).toBe(0);
  });
});

describe('summaryUpdateItems', () => {
  it("updates the employee's summary and their shard of the organisation's, one update each", () => {
    const facts = {
      periodKey: '2026-11',
      status: 'pending' as const,
      amountSen: asSen(10_000),
      reasonForWithdrawal: 'Rent',
    };
    const [ic1, ic2] = [ics[0], ics.find((ic) => summaryShardOf(ic) !== summaryShardOf(ics[0]))!];
    const items = summaryUpdateItems(
      'o',
      [
        { employeeICNumber: ic1, before: undefined, after: facts },
        { employeeICNumber: ic1, before: undefined, after: facts },
        { employeeICNumber: ic2, before: undefined, after: facts },
      ],
      1,
    );
    const sks = items.map((i) => String(i.Update?.Key?.sk)).sort();
    const shard = (ic: string) => `SUMMARY#ORG#2026-11#${String(summaryShardOf(ic)).padStart(2, '0')}`;
    expect(sks).toEqual([shard(ic1), shard(ic2), `SUMMARY#EMP#${ic1}#2026-11`, `SUMMARY#EMP#${ic2}#2026-11`].sort());
  });
});
