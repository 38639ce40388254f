/**
 * What a function may touch (issue 9, least privilege): every callable, scheduled job and upload
 * trigger declares it, CDK grants exactly that (infra/constructs/app-resources.ts), and the local
 * stack refuses anything else the way IAM would (dev/access-check.ts), so the
 * integration tests prove each declaration. No AWS SDK here: the web bundle imports the registry.
 */

/**
 * The Cognito admin actions a function may be granted (as `cognito-idp:<action>`, on the one
 * user pool only).
 */
export const COGNITO_ADMIN_ACTIONS = [
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminDeleteUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminGetUser',
  'AdminInitiateAuth',
  'AdminRespondToAuthChallenge',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'AdminUserGlobalSignOut',
] as const;
export type CognitoAdminAction = (typeof COGNITO_ADMIN_ACTIONS)[number];

/** How a message leaves through lambdas/services/messages/outbox.ts: SES e-mail or SNS SMS once deployed. */
export type MessageChannel = 'email' | 'sms';

/** `read` = GetObject (presigned GETs are signed with the function's role); `write` adds PutObject (presigned PUTs too). */
export type BucketAccess = 'read' | 'write';

/**
 * The work queues (infra/work-queues.ts): work that grows with an organisation is sent to one and
 * done by its worker, off the request path. Declaring one grants sending to it.
 */
export const WORK_QUEUE_NAMES = [
  'employee-approvals',
  'monthly-statements',
  'end-of-day',
  'report-files',
  'user-sync',
] as const;
export type WorkQueueName = (typeof WORK_QUEUE_NAMES)[number];

/** The environment variable holding a queue's URL: `employee-approvals` → `WORK_QUEUE_URL_EMPLOYEE_APPROVALS`. */
export const queueUrlVariable = (queue: WorkQueueName): string =>
  `WORK_QUEUE_URL_${queue.toUpperCase().replace(/-/g, '_')}`;

/** The table's key attributes: an UpdateItem names them, so IAM's `dynamodb:Attributes` list must hold them. */
export const TABLE_KEY_ATTRIBUTES: readonly string[] = ['pk', 'sk'];

/** The resources one function touches; anything left out is refused. */
export interface ResourceAccess {
  /**
   * The one table: `read` = GetItem, BatchGetItem, Query (table and indexes), ConditionCheckItem;
   * `write` adds PutItem, UpdateItem, DeleteItem, BatchWriteItem. Never Scan. Every signed-in
   * callable reads at least the caller's own user record (lambdas/handlers/chain/make-handler.ts).
   */
  table?: 'read' | 'write';
  /**
   * With `table: 'read'`: UpdateItem on the table that may set only these attributes (IAM
   * `dynamodb:Attributes`; the keys `pk` and `sk` are added), for a read that records what it made
   * on the item it read (a statement's PDF key). Nothing else may change, no item may be deleted.
   */
  tableUpdates?: readonly string[];
  /** The uploads bucket (browser uploads: logos, attachments, import files). */
  uploads?: BucketAccess;
  /** The generated-files bucket (bank transfer CSVs, statement PDFs). */
  files?: BucketAccess;
  /** Cognito admin actions on the user pool: only where users are managed. */
  cognito?: readonly CognitoAdminAction[];
  /** E-mail (SES SendEmail) and / or SMS (SNS Publish) through the outbox. */
  messages?: readonly MessageChannel[];
  /** Work queues it sends to (SQS SendMessage on those queues only). */
  queues?: readonly WorkQueueName[];
  /**
   * Objects it may find and delete, per bucket: key patterns as IAM reads them (`*` = any characters),
   * e.g. every employee folder of the uploads bucket. Grants s3:DeleteObject on those keys only, and s3:ListBucket only for
   * a prefix the patterns match (IAM `s3:prefix`): the anonymisation's deletion of a person's files.
   */
  objectDeletes?: { uploads?: readonly string[]; files?: readonly string[] };
}

/** Does an IAM pattern (`*` any characters, `?` one) match this text (a key, a prefix)? */
export function iamPatternMatches(pattern: string, text: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(text);
}

/** Is a declaration well formed: known Cognito actions and channels, none twice? */
export function accessProblems(access: ResourceAccess | undefined): string[] {
  if (!access) return ['no access declaration'];
  const problems: string[] = [];
  const twice = (list: readonly string[]) => list.filter((x, i) => list.indexOf(x) !== i);
  for (const action of access.cognito ?? []) {
    if (!(COGNITO_ADMIN_ACTIONS as readonly string[]).includes(action))
      problems.push(`unknown Cognito action ${action}`);
  }
  for (const channel of (access.messages ?? []) as readonly string[]) {
    if (channel !== 'email' && channel !== 'sms') problems.push(`unknown message channel ${channel}`);
  }
  for (const queue of (access.queues ?? []) as readonly string[]) {
    if (!(WORK_QUEUE_NAMES as readonly string[]).includes(queue)) problems.push(`unknown work queue ${queue}`);
  }
  if (access.queues && !access.queues.length) problems.push('queues: [] (leave it out instead)');
  for (const dup of [...twice(access.cognito ?? []), ...twice(access.messages ?? []), ...twice(access.queues ?? [])])
    problems.push(`${dup} listed twice`);
  if (access.cognito && !access.cognito.length) problems.push('cognito: [] (leave it out instead)');
  if (access.tableUpdates) {
    if (access.table !== 'read') problems.push("tableUpdates needs table: 'read' (a writer may update anything)");
    if (!access.tableUpdates.length) problems.push('tableUpdates: [] (leave it out instead)');
    for (const name of access.tableUpdates)
      if (TABLE_KEY_ATTRIBUTES.includes(name)) problems.push(`tableUpdates lists the key ${name}`);
    for (const dup of twice(access.tableUpdates)) problems.push(`${dup} listed twice`);
  }
  if (access.messages && !access.messages.length) problems.push('messages: [] (leave it out instead)');
  for (const [bucket, patterns] of Object.entries(access.objectDeletes ?? {})) {
    if (!patterns.length) problems.push(`objectDeletes.${bucket}: [] (leave it out instead)`);
    for (const p of patterns)
      if (!/^[a-z0-9-]+\//.test(p) || !p.endsWith('*'))
        problems.push(`objectDeletes.${bucket}: ${p} must start with a fixed folder and end with *`);
  }
  return problems;
}
