import { z } from 'zod';
import { table } from '../table/table';

/**
 * The local outbox's messages (partition `OUTBOX`, newest last by sort key): what the local
 * adapter of services/outbox.ts records instead of sending, for the developer's `/outbox` page
 * and the tests.
 */
export const OUTBOX_PK = 'OUTBOX';
const ENTITY = 'outboxMessage';
const VERSION = 1;
/** Local messages are kept 30 days (TTL), so the one partition never grows without bound. */
const KEEP_SECONDS = 30 * 24 * 3600;

/** A message as the local outbox keeps it (the item's own attributes, key and TTL dropped when read). */
const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  /** ISO time of sending. */
  sentAt: z.string(),
  /** The correlation id of the work that sent it (docs/architecture.md#logging). */
  correlationId: z.string().optional(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type OutboxChannel = OutboxMessage['channel'];

/** A message's key: the outbox partition, newest last. */
const outboxKey = (m: Pick<OutboxMessage, 'sentAt' | 'id'>) => ({ pk: OUTBOX_PK, sk: `${m.sentAt}#${m.id}` });

/** Record a message sent at `at`. */
export async function putOutboxMessage(message: OutboxMessage, at: Date): Promise<void> {
  await table.put({
    Item: {
      ...outboxKey(message),
      entity: ENTITY,
      version: VERSION,
      ...message,
      expiresAt: Math.floor(at.getTime() / 1000) + KEEP_SECONDS,
    },
  });
}

/** An address as the outbox keeps it: e-mail lower-case, a number as is. */
const outboxAddress = (to: string) => (to.includes('@') ? to.trim().toLowerCase() : to.trim());

/**
 * The latest messages of the local outbox, newest first; `to` keeps only those sent to one
 * address or number (or to any of several: a person's e-mail and mobile number). Local tooling,
 * tests and a person's own data download (docs/rules.md#privacy): no list of the product shows it.
 * The partition holds 30 days of messages (TTL), so even `limit: Infinity` reads a bounded amount.
 */
export async function listOutboxMessages(
  options: { to?: string | readonly string[]; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const limit = options.limit ?? 100;
  const wanted = (typeof options.to === 'string' ? [options.to] : (options.to ?? [])).map(outboxAddress);
  const values = Object.fromEntries(wanted.map((to, i) => [`:to${i}`, to]));
  const out: OutboxMessage[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.query({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': OUTBOX_PK, ...values },
      ...(wanted.length
        ? { FilterExpression: `#to IN (${Object.keys(values).join(', ')})`, ExpressionAttributeNames: { '#to': 'to' } }
        : {}),
      ScanIndexForward: false,
      ExclusiveStartKey: start,
      Limit: Math.min(Math.max(limit, 50), 1000),
    });
    for (const item of page.Items ?? []) {
      if (out.length >= limit) break;
      out.push(OutboxMessageSchema.parse(item));
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out;
}

/**
 * Scrub the kept messages sent to these addresses (docs/rules.md#privacy, an employee anonymised):
 * the address becomes `to`, the subject and text `text`. Answers how many were scrubbed.
 */
export async function scrubOutboxMessages(addresses: readonly string[], to: string, text: string): Promise<number> {
  if (!addresses.length) return 0;
  const messages = await listOutboxMessages({ to: addresses, limit: Infinity });
  for (const m of messages) {
    await table.update({
      Key: outboxKey(m),
      UpdateExpression: `SET #to = :to, #text = :text${m.subject !== undefined ? ', subject = :text' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#to': 'to', '#text': 'text' },
      ExpressionAttributeValues: { ':to': to, ':text': text },
    });
  }
  return messages.length;
}
