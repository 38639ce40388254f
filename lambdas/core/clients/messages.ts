import { env } from '../env';

/**
 * SES (e-mail) and SNS (SMS), deployed only (`OUTBOX_DELIVERY=aws`). The SDK packages are
 * imported on first use, so a function that never sends a message never loads them, and the
 * local stack (which records messages instead) never does.
 */

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

/** Send a plain-text e-mail from the verified sender; answers SES's message id. */
export async function sendSesEmail(m: { to: string; subject: string; text: string }): Promise<string | undefined> {
  const { SendEmailCommand } = await import('@aws-sdk/client-sesv2');
  const out = await (
    await sesClient()
  ).send(
    new SendEmailCommand({
      FromEmailAddress: env.outboxFromEmail,
      Destination: { ToAddresses: [m.to] },
      Content: {
        Simple: { Subject: { Data: m.subject, Charset: 'UTF-8' }, Body: { Text: { Data: m.text, Charset: 'UTF-8' } } },
      },
    }),
  );
  return out.MessageId;
}

/** Send a transactional SMS; answers SNS's message id. */
export async function publishSms(m: { to: string; text: string }): Promise<string | undefined> {
  const { PublishCommand } = await import('@aws-sdk/client-sns');
  const out = await (
    await snsClient()
  ).send(
    new PublishCommand({
      PhoneNumber: m.to,
      Message: m.text,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
  return out.MessageId;
}
