import { ORG_SUMMARY_SHARDS } from '../table/keys';
import { shardOf } from '../table/shard-hash';

/**
 * Which shard of its organisation's month summary an employee's changes update
 * (keys.orgMonthSummaryShard): a stable hash of the IC number (FNV-1a, 32 bits: ../table/shard-hash.ts), so one employee's
 * changes always land on the same shard (an employee's two changes in one transaction merge into one
 * update) while an organisation's employees spread over every shard.
 */
export const summaryShardOf = (icNumber: string, shards: number = ORG_SUMMARY_SHARDS): number =>
  shardOf(icNumber, shards);

/** Every shard number of a summary, 0 first. */
export const allSummaryShards = (shards: number = ORG_SUMMARY_SHARDS): number[] =>
  Array.from({ length: shards }, (_, i) => i);
