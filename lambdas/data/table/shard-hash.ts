/**
 * Which of `shards` shards a text falls on: a stable hash of it (FNV-1a, 32 bits) modulo the count,
 * so one text always lands on the same shard while many texts spread over every shard. Used by the
 * sharded keys (keys.orgMonthSummaryShard by IC number, the platform month index GSI4 by withdrawal id).
 */
export function shardOf(text: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}
