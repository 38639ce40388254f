import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ddbDoc } from './aws';
import { env } from './env';
import { logger } from './powertools';

/**
 * Every e-mail and SMS the product sends goes through here (design.md §8), to one of two
 * adapters chosen by `OUTBOX_DELIVERY`:
 * - `local` (the default, the local stack): each message is recorded in the table (partition
 *   `OUTBOX`, newest last by sort key) so the developer reads it on `/outbox` and tests read the
 *   codes sent; nothing leaves the machine.
 * - `aws` (deployed): e-mail through SES (`OUTBOX_FROM_EMAIL` is the verified sender), SMS through
 *   SNS as transactional messages. Nothing is stored: message bodies carry codes and temporary
 *   passwords, and the log line names only the channel and the provider's message id.
 */
export const OUTBOX_PK = 'OUTBOX';
const ENTITY = 'outboxMessage';
const VERSION = 1;
/** Local messages are kept 30 days (TTL), so the one partition never grows without bound. */
const KEEP_SECONDS = 30 * 24 * 3600;

export type OutboxChannel = 'email' | 'sms';

/** A message as the local outbox keeps it. */
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

/** A message handed to an adapter. */
export type OutgoingMessage = { channel: 'email'; to: string; subject: string; text: string } | { channel: 'sms'; to: string; text: string };

/** Where messages go: the provider's id of the message once accepted. */
export interface OutboxAdapter {
  deliver(message: OutgoingMessage): Promise<{ id: string }>;
}

type Listener = (message: OutboxMessage) => void;
const listeners = new Set<Listener>();

/**
 * Be told of every message the local outbox records in this process (the local stack prints
 * them). Returns the function that stops listening.
 */
export function onOutboxMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The local adapter: the table and the listeners, never the network. */
export const localOutbox: OutboxAdapter = {
  async deliver(m) {
    const at = new Date();
    const id = ulid(at.getTime());
    const sentAt = at.toISOString();
    const message: OutboxMessage = { id, channel: m.channel, to: m.to, ...(m.channel === 'email' ? { subject: m.subject } : {}), text: m.text, sentAt };
    await ddbDoc().send(new PutCommand({
      TableName: env.tableName,
      Item: { pk: OUTBOX_PK, sk: `${sentAt}#${id}`, entity: ENTITY, version: VERSION, ...message, expiresAt: Math.floor(at.getTime() / 1000) + KEEP_SECONDS },
    }));
    for (const listener of listeners) {
      try {
        listener(message);
      } catch {
        // a display problem must never fail the sending handler
      }
    }
    return { id };
  },
};

/**
 * The AWS adapter: SES for e-mail, SNS for SMS. The SDK clients are loaded on first use, so a
 * function that never sends a message never loads them.
 */
export const awsOutbox: OutboxAdapter = {
  async deliver(m) {
    if (m.channel === 'email') {
      const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      const from = env.outboxFromEmail;
      const out = await (await sesClient()).send(new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [m.to] },
        Content: { Simple: { Subject: { Data: m.subject, Charset: 'UTF-8' }, Body: { Text: { Data: m.text, Charset: 'UTF-8' } } } },
      }));
      logger.info('E-mail sent', { channel: 'email', messageId: out.MessageId });
      return { id: out.MessageId ?? '' };
    }
    const { PublishCommand } = await import('@aws-sdk/client-sns');
    const out = await (await snsClient()).send(new PublishCommand({
      PhoneNumber: m.to,
      Message: m.text,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }));
    logger.info('SMS sent', { channel: 'sms', messageId: out.MessageId });
    return { id: out.MessageId ?? '' };
  },
};

let ses: import('@aws-sdk/client-sesv2').SESv2Client | undefined;
let sns: import('@aws-sdk/client-sns').SNSClient | undefined;

async function sesClient() {
  if (!ses) {
    const { SESv2Client } = await import('@aws-sdk/client-sesv2');
    ses = new SESv2Client({ region: env.region });
  }
  return ses;
}

async function snsClient() {
  if (!sns) {
    const { SNSClient } = await import('@aws-sdk/client-sns');
    sns = new SNSClient({ region: env.region });
  }
  return sns;
}

/** The adapter `OUTBOX_DELIVERY` names ('aws' deployed; anything else is the local outbox). */
export const outboxAdapter = (): OutboxAdapter => (process.env.OUTBOX_DELIVERY === 'aws' ? awsOutbox : localOutbox);

/** Send an e-mail. */
export function sendEmail({ to, subject, text }: EmailMessage): Promise<{ id: string }> {
  return outboxAdapter().deliver({ channel: 'email', to: to.trim().toLowerCase(), subject, text });
}

/** Send an SMS. */
export function sendSms({ to, text }: SmsMessage): Promise<{ id: string }> {
  return outboxAdapter().deliver({ channel: 'sms', to: to.trim(), text });
}

/**
 * The latest messages of the local outbox, newest first; `to` keeps only those sent to one
 * address or number. Local tooling and tests only: no request path of the product lists it.
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
