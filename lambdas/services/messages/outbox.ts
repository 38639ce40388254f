import { ulid } from 'ulid';
import { publishSms, sendSesEmail } from '../../core/clients/messages';
import { currentCorrelationId, logger } from '../../core/powertools';
import { putOutboxMessage, type OutboxMessage } from '../../data/messages/outbox';

export { listOutboxMessages, type OutboxChannel, type OutboxMessage } from '../../data/messages/outbox';

/**
 * Every e-mail and SMS the product sends goes through here
 * (docs/decisions/0007-one-outbox-for-email-and-sms.md), to one of two adapters chosen by `OUTBOX_DELIVERY`:
 * - `local` (the default, the local stack): each message is recorded in the table (partition
 *   `OUTBOX`, newest last by sort key) so the developer reads it on `/outbox` and tests read the
 *   codes sent; nothing leaves the machine.
 * - `aws` (deployed): e-mail through SES (`OUTBOX_FROM_EMAIL` is the verified sender), SMS through
 *   SNS as transactional messages. Nothing is stored: message bodies carry codes and temporary
 *   passwords, and the log line names only the channel and the provider's message id.
 */

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
export type OutgoingMessage =
  { channel: 'email'; to: string; subject: string; text: string } | { channel: 'sms'; to: string; text: string };

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
    const message: OutboxMessage = {
      id,
      channel: m.channel,
      to: m.to,
      ...(m.channel === 'email' ? { subject: m.subject } : {}),
      text: m.text,
      sentAt,
    };
    const correlationId = currentCorrelationId();
    if (correlationId) message.correlationId = correlationId;
    await putOutboxMessage(message, at);
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

/** The AWS adapter: SES for e-mail, SNS for SMS (core/clients/messages.ts loads them on first use). */
export const awsOutbox: OutboxAdapter = {
  async deliver(m) {
    if (m.channel === 'email') {
      const messageId = await sendSesEmail(m);
      logger.info('E-mail sent', { channel: 'email', messageId });
      return { id: messageId ?? '' };
    }
    const messageId = await publishSms(m);
    logger.info('SMS sent', { channel: 'sms', messageId });
    return { id: messageId ?? '' };
  },
};

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
