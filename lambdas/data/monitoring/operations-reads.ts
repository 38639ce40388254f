import { GSI1, keys } from '../table/keys';
import { table } from '../table/table';

const ENTITY = 'endOfDayRun';
const VERSION = 1;
/** Days an end-of-day run record is kept (DynamoDB TTL). */
const KEEP_DAYS = 40;

/** The scheduled end of day of a Malaysia day finished (written once the job has sent its work out). */
export async function recordEndOfDayRun(day: string, at: number, summary: object): Promise<void> {
  await table.put({
    Item: {
      ...keys.endOfDayRun(day),
      entity: ENTITY,
      version: VERSION,
      day,
      finishedAt: at,
      summary,
      expiresAt: at + KEEP_DAYS * 86_400,
    },
  });
}

/** When the scheduled end of day of that Malaysia day finished (undefined: not yet). */
export async function endOfDayFinishedAt(day: string): Promise<number | undefined> {
  const { Item } = await table.get({ Key: keys.endOfDayRun(day), ConsistentRead: true });
  return typeof Item?.finishedAt === 'number' ? Item.finishedAt : undefined;
}

/** Records of one kind in `processing`: how many, and how many unchanged since before `stuckBefore`. */
export interface ProcessingCount {
  processing: number;
  stuck: number;
}

/**
 * The pay runs or disbursements in `processing` across organisations: their GSI1 partition (the
 * administrators' list, which holds every one from approval on), counted with a filter, no item
 * read back. `modifiedAt` is when the record last changed: for one in processing, when it got there.
 */
async function countProcessing(partition: string, stuckBefore: number): Promise<ProcessingCount> {
  const query = (extra: string, values: Record<string, unknown>) =>
    table.queryCount({
      IndexName: 'GSI1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: `#status = :processing AND (attribute_not_exists(deleted) OR deleted <> :deleted)${extra}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': partition, ':processing': 'processing', ':deleted': true, ...values },
    });
  const [processing, stuck] = await Promise.all([
    query('', {}),
    query(' AND modifiedAt < :before', { ':before': stuckBefore }),
  ]);
  return { processing, stuck };
}

export const countPayRunsProcessing = (stuckBefore: number) => countProcessing(GSI1.payRuns, stuckBefore);
export const countDisbursementsProcessing = (stuckBefore: number) => countProcessing(GSI1.disbursements, stuckBefore);
