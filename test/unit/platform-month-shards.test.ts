import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  gsi4AdvanceMonth,
  gsi4AdvanceMonthShard,
  gsi4AdvanceMonthShards,
  PLATFORM_MONTH_SHARDS,
} from '../../lambdas/data/table/keys';
import { indexAttributes } from '../../lambdas/data/advance-pay/advance-transaction-index';
import { monthPartitions } from '../../lambdas/data/advance-pay/month-newest-first';

const ids = Array.from({ length: 1_000 }, () => ulid());

describe("the platform month's shards (GSI4)", () => {
  it('put one withdrawal id always on the same shard of its month, one of the month’s shards', () => {
    const shards = gsi4AdvanceMonthShards('2026-11');
    expect(shards).toEqual(['ADVANCE#2026-11#SHARD#0', 'ADVANCE#2026-11#SHARD#1']);
    for (const id of ids) {
      expect(gsi4AdvanceMonth('2026-11', id)).toBe(gsi4AdvanceMonth('2026-11', id));
      expect(shards).toContain(gsi4AdvanceMonth('2026-11', id));
    }
    // Known ids stay where they are (FNV-1a of the id: a change of the hash would strand stored withdrawals).
    expect(gsi4AdvanceMonth('2026-11', '01JCZ0000000000000000000AB')).toBe('ADVANCE#2026-11#SHARD#0');
    expect(gsi4AdvanceMonth('2026-11', '01JCZ0000000000000000000AC')).toBe('ADVANCE#2026-11#SHARD#1');
  });

  it("spread the platform's withdrawals over both shards, neither taking more than 55% of them", () => {
    const counts = gsi4AdvanceMonthShards('2026-11').map(
      (shard) => ids.filter((id) => gsi4AdvanceMonth('2026-11', id) === shard).length,
    );
    expect(counts).toHaveLength(PLATFORM_MONTH_SHARDS);
    expect(Math.max(...counts)).toBeLessThan(0.55 * ids.length);
    expect(Math.min(...counts)).toBeGreaterThan(0.45 * ids.length);
  });

  it("are written with every withdrawal (indexAttributes) and read for every organisation's month", () => {
    const tx = { orgId: 'o1', id: ids[0], periodKey: '2026-11', status: 'completed' as const };
    expect(indexAttributes(tx)).toMatchObject({ gsi4pk: gsi4AdvanceMonth('2026-11', ids[0]), gsi4sk: ids[0] });
    expect(monthPartitions('2026-11').map((p) => [p.indexName, p.key])).toEqual([
      ['GSI4', gsi4AdvanceMonthShard('2026-11', 0)],
      ['GSI4', gsi4AdvanceMonthShard('2026-11', 1)],
    ]);
    expect(monthPartitions('2026-11', 'o1')).toEqual([
      { indexName: 'GSI2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', key: 'ADVANCE#2026-11#ORG#o1' },
    ]);
  });
});
