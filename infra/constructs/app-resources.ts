import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import {
  queueUrlVariable,
  TABLE_KEY_ATTRIBUTES,
  type ResourceAccess,
  type WorkQueueName,
} from '../../shared/registry/access';
import type { AppFunction } from './app-function';

/** The stateful resources every handler works with (lambdas/core/env.ts). */
export interface AppResources {
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  filesBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  /** The site's app client: the sign-ins the API runs for the site (the mobile number's) are its. */
  userPoolClient?: cognito.IUserPoolClient;
  /** The secret page cursors are encrypted with. */
  cursorSecret: secretsmanager.ISecret;
  settings: AppSettings;
  /** The work queues (infra/work-queues.ts), by name. */
  workQueues?: Partial<Record<WorkQueueName, sqs.IQueue>>;
}

/** Deployment settings the handlers read (infra/app.ts context; lambdas/core/env.ts). */
export interface AppSettings {
  /** The SES-verified sender of the product's e-mails. */
  senderEmail: string;
  /** Where people reach the provider's support (named in security notices). */
  supportEmail: string;
  /** How recent a sign-in must be for a new bank account, mobile number or password (seconds). */
  reauthWindowSeconds: number;
  /** Days a former employee's personal data is kept before it is anonymised (docs/rules.md#privacy). */
  retentionDays: number;
  /** The site's public address e-mails link to (absent: e-mails name the page's path only). */
  siteUrl?: string;
}

/** The environment variables lambdas/core/env.ts reads (AWS_REGION is set by Lambda). */
export const appEnvironment = (r: AppResources): Record<string, string> => ({
  TABLE_NAME: r.table.tableName,
  USER_POOL_ID: r.userPool.userPoolId,
  ...(r.userPoolClient ? { USER_POOL_CLIENT_ID: r.userPoolClient.userPoolClientId } : {}),
  UPLOADS_BUCKET: r.uploadsBucket.bucketName,
  FILES_BUCKET: r.filesBucket.bucketName,
  // A CloudFormation dynamic reference, resolved at deploy time: the template holds only the
  // secret's ARN, and the functions need no Secrets Manager permission at run time.
  CURSOR_SECRET: r.cursorSecret.secretValue.unsafeUnwrap(),
  // Deployed, e-mail goes through SES and SMS through SNS, and no message body is stored.
  OUTBOX_DELIVERY: 'aws',
  OUTBOX_FROM_EMAIL: r.settings.senderEmail,
  SUPPORT_EMAIL: r.settings.supportEmail,
  REAUTH_WINDOW_SECONDS: String(r.settings.reauthWindowSeconds),
  RETENTION_DAYS: String(r.settings.retentionDays),
  ...(r.settings.siteUrl ? { SITE_URL: r.settings.siteUrl } : {}),
});

/** DynamoDB actions of `table: 'read'` on the table (Query on its indexes too). Never Scan. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
];
/** What `table: 'write'` adds (transactions are authorised item by item with these). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];

/**
 * UpdateItem that may change only `attributes` (IAM lists every attribute an update names, the keys
 * included) and answer nothing beyond them: a read callable's one narrow write (its `tableUpdates`).
 */
export function attributeUpdates(table: dynamodb.ITable, attributes: readonly string[]): iam.PolicyStatement {
  return new iam.PolicyStatement({
    actions: ['dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...TABLE_KEY_ATTRIBUTES, ...attributes] },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
    },
  });
}

/** Every SNS resource (topics, platform application endpoints) of any account and region. */
export const SNS_ANY_ARN = (partition: string): string => `arn:${partition}:sns:*:*:*`;

/**
 * Grant a function exactly what it declares (shared/registry/access.ts), with explicit actions,
 * and record why the remaining wildcards (index ARNs, object keys, message destinations) are
 * acceptable. Nothing is granted for what is not declared.
 */
export function grantAppAccess(target: AppFunction, r: AppResources, access: ResourceAccess): void {
  const role = target.role;
  const add = (actions: string[], resources: string[]) =>
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));
  const appliesTo: (string | { regex: string })[] = [];
  const reasons: string[] = [];

  if (access.table) {
    add(access.table === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS, [
      r.table.tableArn,
    ]);
    add(['dynamodb:Query'], [`${r.table.tableArn}/index/*`]);
    if (access.tableUpdates?.length) role.addToPrincipalPolicy(attributeUpdates(r.table, access.tableUpdates));
    appliesTo.push({ regex: '/^Resource::.*Table[0-9A-F]{8}.*\\/index\\/\\*$/' });
    reasons.push(
      'Query on the indexes of the one table (the admin lists and look-ups by e-mail and period are index Queries).',
    );
  }
  const buckets = [
    ['Uploads', r.uploadsBucket, access.uploads],
    ['Files', r.filesBucket, access.files],
  ] as const;
  for (const [name, bucket, level] of buckets) {
    if (!level) continue;
    add(level === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'], [bucket.arnForObjects('*')]);
    appliesTo.push({ regex: `/^Resource::.*${name}Bucket[0-9A-F]{8}.*\\/\\*$/` });
  }
  if (access.uploads || access.files)
    reasons.push(
      'Objects of the declared application bucket only: object keys are chosen at run time (per organisation and upload).',
    );
  for (const [name, bucket, patterns] of [
    ['Uploads', r.uploadsBucket, access.objectDeletes?.uploads],
    ['Files', r.filesBucket, access.objectDeletes?.files],
  ] as const) {
    if (!patterns?.length) continue;
    add(
      ['s3:DeleteObject'],
      patterns.map((p) => bucket.arnForObjects(p)),
    );
    // Listing only the declared folders: a ListBucket without a matching prefix is refused.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [...patterns] } },
      }),
    );
    if (!access[name === 'Uploads' ? 'uploads' : 'files'])
      appliesTo.push({ regex: `/^Resource::.*${name}Bucket[0-9A-F]{8}.*\\/\\*$/` });
  }
  if (access.objectDeletes)
    reasons.push(
      "Deletion only in the declared folders (a person's files, one folder per organisation and employee: keys known at run time).",
    );
  for (const name of access.queues ?? []) {
    const queue = r.workQueues?.[name];
    if (!queue) throw new Error(`${target.node.path} declares the work queue ${name}, which does not exist`);
    add(['sqs:SendMessage'], [queue.queueArn]);
    target.fn.addEnvironment(queueUrlVariable(name), queue.queueUrl);
  }
  if (access.cognito?.length) {
    add(
      access.cognito.map((a) => `cognito-idp:${a}`),
      [r.userPool.userPoolArn],
    );
  }
  if (access.messages?.includes('email')) {
    add(
      ['ses:SendEmail', 'ses:SendRawEmail'],
      [Stack.of(role).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
    );
    appliesTo.push({ regex: '/^Resource::arn:[^:]+:ses:.+:identity\\/\\*$/' });
    reasons.push(
      'SES sending identities of this account and region: the sender identity is operator configuration, not known at synth.',
    );
  }
  if (access.messages?.includes('sms')) {
    // Publishing to a phone number has no resource ARN, so SMS cannot be granted by Resource. Every
    // other Publish target (topic, platform endpoint) is an SNS ARN: NotResource on every SNS ARN
    // grants the SMS and nothing else, so no function can publish to a topic of the account.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sns:Publish'], notResources: [SNS_ANY_ARN(Stack.of(role).partition)] }),
    );
  }
  if (appliesTo.length) {
    NagSuppressions.addResourceSuppressions(
      role,
      [{ id: 'AwsSolutions-IAM5', reason: reasons.join(' '), appliesTo }],
      true,
    );
  }
}
