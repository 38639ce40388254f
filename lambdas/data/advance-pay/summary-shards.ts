import { ORG_SUMMARY_SHARDS } from '../table/keys';

/**
 * Which shard of its organisation's month summary an employee's changes update
 * (keys.orgMonthSummaryShard): a stable hash of the IC number (FNV-1a, 32 bits), so one employee's
 * changes always land on the same shard (an employee's two changes in one transaction merge into one
 * update) while an organisation's employees spread over every shard.
 */
export function summaryShardOf(icNumber: string, shards: number = ORG_SUMMARY_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < icNumber.length; i++) {
    hash ^= icNumber.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** Every shard number of a summary, 0 first. */
export const allSummaryShards = (shards: number = ORG_SUMMARY_SHARDS): number[] =>
  Array.from({ length: shards }, (_, i) => i);
