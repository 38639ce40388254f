import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ddbDoc } from './aws';
import { env } from './env';

/**
 * Every e-mail and SMS the product sends goes through here (design.md §8). Each message is
 * recorded in the table (partition `OUTBOX`, newest last by sort key), so the local stack can
 * show it (console, `/outbox` page) and tests can read the codes sent to a user.
 *
 * Delivery through SES / SNS (`OUTBOX_DELIVERY=aws`) needs `@aws-sdk/client-sesv2` and
 * `@aws-sdk/client-sns`, which are not installed yet: asking for it fails loudly rather than
 * dropping messages.
 */
export const OUTBOX_PK = 'OUTBOX';
const ENTITY = 'outboxMessage';
const VERSION = 1;
/** Messages are kept 30 days (TTL), so the one partition never grows without bound. */
const KEEP_SECONDS = 30 * 24 * 3600;

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject?: string;
  text: string;
  /** ISO time of sending. */
  sentAt: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  /** E.164 mobile number, e.g. `+60123456789`. */
  to: string;
  text: string;
}

type Listener = (message: OutboxMessage) => void;
const listeners = new Set<Listener>();

/**
 * Be told of every message sent by this process (the local stack prints them). Returns the
 * function that stops listening.
 */
export function onOutboxMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function record(channel: OutboxChannel, to: string, text: string, subject?: string): Promise<OutboxMessage> {
  if (process.env.OUTBOX_DELIVERY === 'aws') {
    throw new Error('OUTBOX_DELIVERY=aws is not available yet: the SES / SNS clients are not installed');
  }
  const at = new Date();
  const id = ulid(at.getTime());
  const sentAt = at.toISOString();
  const message: OutboxMessage = { id, channel, to, ...(subject !== undefined ? { subject } : {}), text, sentAt };
  await ddbDoc().send(new PutCommand({
    TableName: env.tableName,
    Item: {
      pk: OUTBOX_PK,
      sk: `${sentAt}#${id}`,
      entity: ENTITY,
      version: VERSION,
      ...message,
      expiresAt: Math.floor(at.getTime() / 1000) + KEEP_SECONDS,
    },
  }));
  for (const listener of listeners) {
    try {
      listener(message);
    } catch {
      // a display problem must never fail the sending handler
    }
  }
  return message;
}

/** Send an e-mail (recorded in the outbox). */
export function sendEmail({ to, subject, text }: EmailMessage): Promise<OutboxMessage> {
  return record('email', to.trim().toLowerCase(), text, subject);
}

/** Send an SMS (recorded in the outbox). */
export function sendSms({ to, text }: SmsMessage): Promise<OutboxMessage> {
  return record('sms', to.trim(), text);
}

/**
 * The latest messages, newest first; `to` keeps only those sent to one address or number.
 * Local tooling and tests only: no request path of the product lists the outbox.
 */
export async function listOutboxMessages(options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const limit = options.limit ?? 100;
  const to = options.to?.includes('@') ? options.to.trim().toLowerCase() : options.to?.trim();
  const out: OutboxMessage[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddbDoc().send(new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': OUTBOX_PK, ...(to ? { ':to': to } : {}) },
      ...(to ? { FilterExpression: '#to = :to', ExpressionAttributeNames: { '#to': 'to' } } : {}),
      ScanIndexForward: false,
      ExclusiveStartKey: start,
      Limit: Math.max(limit, 50),
    }));
    for (const item of page.Items ?? []) {
      if (out.length >= limit) break;
      out.push({
        id: item.id,
        channel: item.channel,
        to: item.to,
        ...(item.subject !== undefined ? { subject: item.subject } : {}),
        text: item.text,
        sentAt: item.sentAt,
      });
    }
    start = page.LastEvaluatedKey;
  } while (start && out.length < limit);
  return out;
}
