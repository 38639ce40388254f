import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { resetClients } from '../../lambdas/core/clients/hook';
import { sendEmail, sendSms } from '../../lambdas/services/messages/outbox';

const ses = mockClient(SESv2Client);
const sns = mockClient(SNSClient);
const ddb = mockClient(DynamoDBDocumentClient);
const saved = { ...process.env };

beforeEach(() => {
  ses.reset();
  sns.reset();
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = 'Table';
  process.env.AWS_REGION = 'ap-southeast-1';
  process.env.OUTBOX_FROM_EMAIL = 'no-reply@advance-pay.example';
});

afterEach(() => {
  process.env = { ...saved };
});

describe('the AWS outbox (OUTBOX_DELIVERY=aws)', () => {
  beforeEach(() => {
    process.env.OUTBOX_DELIVERY = 'aws';
  });

  it('sends an e-mail through SES from the configured sender and stores nothing', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });

    const out = await sendEmail({
      to: ' Aisyah@Demo.TEST ',
      subject: 'Your account',
      text: 'Temporary password: Xy7!abcdEFGH',
    });

    expect(out).toEqual({ id: 'ses-1' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0].input).toEqual({
      FromEmailAddress: 'no-reply@advance-pay.example',
      Destination: { ToAddresses: ['aisyah@demo.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Your account', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Temporary password: Xy7!abcdEFGH', Charset: 'UTF-8' } },
        },
      },
    });
    // The body (a password here) is never written anywhere.
    expect(ddb.calls()).toHaveLength(0);
  });

  it('sends an SMS through SNS as a transactional message and stores nothing', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'sns-1' });

    await sendSms({ to: '+60123456789 ', text: 'Your Advance Pay code is R-123456.' });

    const calls = sns.commandCalls(PublishCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0].input).toEqual({
      PhoneNumber: '+60123456789',
      Message: 'Your Advance Pay code is R-123456.',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('fails loudly when the provider refuses, so no code is reported as sent', async () => {
    sns
      .on(PublishCommand)
      .rejects(Object.assign(new Error('Phone number opted out'), { name: 'InvalidParameterException' }));
    await expect(sendSms({ to: '+60123456789', text: 'code' })).rejects.toThrow('Phone number opted out');
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified'));
    await expect(sendEmail({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow('not verified');
  });
});

describe('the local outbox (default)', () => {
  it('records the message in the table for /outbox and never calls SES or SNS', async () => {
    delete process.env.OUTBOX_DELIVERY;
    ddb.on(PutCommand).resolves({});

    await sendSms({ to: '+60123456789', text: 'Your code is 123456' });

    const puts = ddb.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(puts[0].args[0].input.Item).toMatchObject({
      pk: 'OUTBOX',
      channel: 'sms',
      to: '+60123456789',
      text: 'Your code is 123456',
    });
    expect(ses.calls()).toHaveLength(0);
    expect(sns.calls()).toHaveLength(0);
  });
});
