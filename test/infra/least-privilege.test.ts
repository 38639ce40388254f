import type { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import type { ResourceAccess } from '../../shared/registry/access';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { WORK_QUEUES } from '../../infra/work-queues';
import { FIXTURE_TRIGGER } from './fixtures/events';
import { synthPlatform } from './synth';
import {
  isOfType,
  ofType,
  resourcesOf,
  type PolicyDocument,
  type PolicyStatement,
  type TypedResource,
} from './template';

/**
 * Least privilege over the whole synthesized template (issue 9): no statement anywhere allows a
 * Scan or a wildcard action, and every function's role holds exactly what its declaration
 * (shared/registry/access.ts) implies, on the resource it names. The expected actions are
 * written out here, not taken from the CDK code, so a change to the grants must change this too.
 */

type LambdaFunction = TypedResource<'AWS::Lambda::Function'>;

let platform: ReturnType<typeof synthPlatform>;
let stacks: Stack[];

beforeAll(() => {
  platform = synthPlatform({ jobs: SCHEDULED_JOBS, uploadTriggers: [FIXTURE_TRIGGER], nag: false });
  stacks = [platform.data, platform.auth, platform.api, ...platform.api.routeStacks, platform.events!, platform.web];
});

/** Every policy statement of a stack: identity policies, roles' inline policies, resource policies. */
function statementsOf(stack: Stack): { where: string; statement: PolicyStatement }[] {
  const out: { where: string; statement: PolicyStatement }[] = [];
  for (const [id, r] of Object.entries(resourcesOf(stack))) {
    const documents = [
      // Whatever the resource type (IAM policy, bucket, queue or topic policy), its PolicyDocument is an IAM document.
      r.Properties?.PolicyDocument as PolicyDocument | undefined,
      ...(isOfType(r, 'AWS::IAM::Role') ? (r.Properties.Policies ?? []).map((p) => p.PolicyDocument) : []),
    ].filter((doc) => doc !== undefined);
    for (const doc of documents)
      for (const statement of doc.Statement) out.push({ where: `${stack.node.path}/${id}`, statement });
  }
  return out;
}

const actionsOf = (s: PolicyStatement): string[] => [s.Action ?? []].flat();
/** Does an IAM action pattern (with `*` and `?`) cover this action? */
const covers = (pattern: string, action: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  ).test(action);

/** Which of our resources a statement's resource is (by the logical ids it refers to). */
function resourceKind(resource: unknown): string {
  if (resource === '*') return '*';
  const text = JSON.stringify(resource);
  if (/Logs[0-9A-F]{8}/.test(text)) return 'logGroup';
  if (/Table[0-9A-F]{8}/.test(text)) return text.includes('/index/*') ? 'index' : 'table';
  // A bucket's objects: `uploads/*`, or the declared keys (`uploads/orgs/*/employees/*`); the bucket itself.
  const objects = /"(\/[^"]*)"\]\]\}$/.exec(text)?.[1];
  if (/UploadsBucket[0-9A-F]{8}/.test(text)) return objects ? `uploads${objects}` : 'uploads-bucket';
  if (/FilesBucket[0-9A-F]{8}/.test(text)) return objects ? `files${objects}` : 'files-bucket';
  if (/UserPool[0-9A-F]{8}/.test(text)) return 'userPool';
  // Every queue of infra/work-queues.ts (its construct id without the dashes).
  const names = WORK_QUEUES.map((q) => q.name.replace(/-/g, '')).join('|');
  const workQueue = new RegExp(`WorkQueues(${names})[0-9A-F]{8}`).exec(text);
  if (workQueue) return `queue:${workQueue[1]}`;
  if (/:ses:/.test(text) && text.includes(':identity/*')) return 'sesIdentity';
  if (text.includes(':sns:*:*:*')) return 'anySnsArn';
  return `other ${text}`;
}

/** A statement's limit on partition keys (IAM `dynamodb:LeadingKeys`), as ` (pk <patterns>)`; '' when none. */
function leadingKeysOf(s: PolicyStatement): string {
  if (s.Condition === undefined) return '';
  const condition = s.Condition as Partial<Record<string, Partial<Record<string, string | string[]>>>>;
  const keys = condition['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  if (keys && Object.keys(condition).length === 1) return ` (pk ${[keys].flat().join(' ')})`;
  const prefixes = condition.StringLike?.['s3:prefix'];
  if (prefixes && Object.keys(condition).length === 1) return ` (prefix ${[prefixes].flat().join(' ')})`;
  const attributes = condition['ForAllValues:StringEquals']?.['dynamodb:Attributes'];
  const returns = condition.StringEqualsIfExists?.['dynamodb:ReturnValues'];
  if (attributes && returns && Object.keys(condition).length === 2)
    return ` (attributes ${[attributes].flat().sort().join(' ')}; returns ${[returns].flat().join(' ')})`;
  // Any other condition is not expected anywhere: show it whole so the comparison fails visibly.
  return ` (condition ${JSON.stringify(s.Condition)})`;
}

/** A read callable's UpdateItem limited to the attributes it declares (`tableUpdates`). */
const NARROW_UPDATE = /^dynamodb:UpdateItem @ table \(attributes /;

/** The grants a declaration implies, as `action @ resource` (written out independently of infra/). */
function expectedGrants(access: ResourceAccess): string[] {
  const out: string[] = [];
  const read = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'];
  const write = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];
  if (access.table) {
    for (const a of access.table === 'write' ? [...read, ...write] : read) out.push(`${a} @ table`);
    out.push('dynamodb:Query @ index');
  }
  if (access.tableUpdates)
    out.push(
      `dynamodb:UpdateItem @ table (attributes ${['pk', 'sk', ...access.tableUpdates].sort().join(' ')}; returns NONE UPDATED_OLD UPDATED_NEW)`,
    );
  for (const [bucket, level] of [
    ['uploads', access.uploads],
    ['files', access.files],
  ] as const) {
    if (level) out.push(`s3:GetObject @ ${bucket}/*`);
    if (level === 'write') out.push(`s3:PutObject @ ${bucket}/*`);
  }
  for (const [bucket, patterns] of Object.entries(access.objectDeletes ?? {})) {
    for (const p of patterns) out.push(`s3:DeleteObject @ ${bucket}/${p}`);
    out.push(`s3:ListBucket @ ${bucket}-bucket (prefix ${patterns.join(' ')})`);
  }
  for (const a of access.cognito ?? []) out.push(`cognito-idp:${a} @ userPool`);
  if (access.messages?.includes('email')) out.push('ses:SendEmail @ sesIdentity', 'ses:SendRawEmail @ sesIdentity');
  // SMS only: allowed on everything but an SNS ARN (topics and endpoints are ARNs; a phone number is not).
  if (access.messages?.includes('sms')) out.push('sns:Publish @ not anySnsArn');
  for (const q of access.queues ?? []) out.push(`sqs:SendMessage @ queue:${q.replace(/-/g, '')}`);
  return out.sort();
}

/** What a function's role may do beyond writing its own logs, as `action @ resource`. */
function grantsOfFunction(stack: Stack, fn: LambdaFunction): string[] {
  const roleId = fn.Properties.Role['Fn::GetAtt']![0];
  // The role a function's Role attribute names.
  const role = resourcesOf(stack)[roleId] as TypedResource<'AWS::IAM::Role'>;
  expect(role.Properties.ManagedPolicyArns ?? []).toEqual([]);
  const statements = [
    ...(role.Properties.Policies ?? []).flatMap((p) => p.PolicyDocument.Statement),
    ...ofType(stack, 'AWS::IAM::Policy')
      .filter((r) => JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
      .flatMap((r) => r.Properties.PolicyDocument.Statement),
  ];
  const out: string[] = [];
  for (const s of statements) {
    expect(s.Effect).toBe('Allow');
    for (const action of actionsOf(s)) {
      const resources =
        s.NotResource === undefined
          ? [s.Resource].flat().map(resourceKind)
          : [s.NotResource].flat().map((r) => `not ${resourceKind(r)}`);
      for (const resource of resources) {
        const kind = resource + leadingKeysOf(s);
        if (kind === 'logGroup' && (action === 'logs:CreateLogStream' || action === 'logs:PutLogEvents')) continue;
        out.push(`${action} @ ${kind}`);
      }
    }
  }
  return [...new Set(out)].sort();
}

/** Every Lambda of a stack with the environment variable naming it (CALLABLE_NAME, JOB_NAME...). */
function functionsBy(stackList: Stack[], variable: string): Map<string, { stack: Stack; fn: LambdaFunction }> {
  const out = new Map<string, { stack: Stack; fn: LambdaFunction }>();
  for (const stack of stackList) {
    for (const fn of ofType(stack, 'AWS::Lambda::Function')) {
      const name = fn.Properties.Environment?.Variables?.[variable];
      if (typeof name === 'string' && name) out.set(name, { stack, fn });
    }
  }
  return out;
}

/**
 * The only callables that may act on Cognito users, and why. A new entry is a decision a
 * reviewer should see.
 */
const USER_MANAGING: Record<string, string> = {
  'users-createUser': 'creates a login (removed again when its records cannot be written)',
  'users-updateUser': 'changes role and names, suspends or reactivates a login, signs it out',
  'employees-approveEmployees': "creates an approved employee's login",
  'employees-unlockAccount': 'enables a login locked by wrong verification codes',
  'employees-sendNewInvitation': "a Manager's new invitation: a temporary password, and every session signed out",
  'employees-softDeleteEmployee': "suspends a removed employee's login",
  'employees-employeeBulkImportAdd': 'an aborted import suspends or reactivates the logins it touched',
  'employees-employeeBulkImportOverwrite': 'suspends the logins of replaced employees (and reactivates them on abort)',
  'employees-undoImport': 'suspends and reactivates logins as the import is undone',
  'orgs-softDeleteOrg': 'suspends every login of a deleted organisation',
  'users-resetPassword': 'sets the new password of a forgotten one (with its code) and signs the login out everywhere',
  'users-startMobileSignIn': "sets the verified number on an employee's Cognito user and starts its SMS sign-in",
  'users-finishMobileSignIn': "answers the SMS sign-in's code and takes the number off the Cognito user",
};

describe('no statement anywhere', () => {
  it('allows dynamodb:Scan or a wildcard action', () => {
    // prepare
    const allows = stacks.flatMap(statementsOf).filter(({ statement }) => statement.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(callables.length);
    // act
    const bad = allows.flatMap(({ where, statement }) => {
      if (statement.NotAction) return [`${where}: NotAction`];
      return actionsOf(statement)
        .filter((a) => a === '*' || a.endsWith(':*') || covers(a, 'dynamodb:Scan'))
        .map((a) => `${where}: ${a}`);
    });
    // assess
    expect(bad).toEqual([]);
  });
});

describe('sns:Publish', () => {
  it('is allowed only for SMS: never on * nor on a topic, always with NotResource on every SNS ARN', () => {
    // prepare
    const publishing = stacks
      .flatMap(statementsOf)
      .filter(({ statement }) => actionsOf(statement).some((a) => covers(a, 'sns:Publish')));
    expect(publishing.length).toBeGreaterThanOrEqual(4);
    // assess: the only form is Allow sns:Publish alone, NotResource arn:<partition>:sns:*:*:*
    for (const { where, statement } of publishing) {
      expect(statement.Effect, where).toBe('Allow');
      expect(actionsOf(statement), where).toEqual(['sns:Publish']);
      expect(statement.Resource, where).toBeUndefined();
      expect([statement.NotResource].flat().map(resourceKind), where).toEqual(['anySnsArn']);
    }
  });
});

describe('callables', () => {
  let byName: Map<string, { stack: Stack; fn: LambdaFunction }>;
  beforeAll(() => {
    byName = functionsBy(platform.api.routeStacks, 'CALLABLE_NAME');
  });

  it.each(callables.map((c) => [c.name, c] as const))(
    '%s has exactly the grants its declaration implies',
    (name, def) => {
      const { stack, fn } = byName.get(name)!;
      expect(grantsOfFunction(stack, fn)).toEqual(expectedGrants(def.access).sort());
    },
  );

  it('read callables get no write action, and S3 PutObject only where a bucket is declared write', () => {
    for (const def of callables) {
      const { stack, fn } = byName.get(def.name)!;
      const grants = grantsOfFunction(stack, fn);
      const actions = grants.filter((g) => !NARROW_UPDATE.test(g)).map((g) => g.split(' @ ')[0]);
      // A read's only other write: UpdateItem of the attributes it declares, never the whole item.
      const narrow = grants.filter((g) => NARROW_UPDATE.test(g));
      expect(narrow.length, def.name).toBe(def.access.tableUpdates ? 1 : 0);
      if (def.access.table !== 'write') {
        expect(
          actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)),
          def.name,
        ).toEqual([]);
      }
      const puts = grantsOfFunction(stack, fn)
        .filter((g) => g.startsWith('s3:PutObject'))
        .map((g) => g.split(' @ ')[1]);
      expect(puts, def.name).toEqual([
        ...(def.access.uploads === 'write' ? ['uploads/*'] : []),
        ...(def.access.files === 'write' ? ['files/*'] : []),
      ]);
    }
  });

  it('advancePayEmployee-getDownloadURL may change only the PDF attributes of an item, nothing else of the table', () => {
    const { stack, fn } = byName.get('advancePayEmployee-getDownloadURL')!;
    const writes = grantsOfFunction(stack, fn).filter((g) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(g));
    expect(writes).toEqual([
      'dynamodb:UpdateItem @ table (attributes pdfGeneratedAt pdfKey pdfVersion pk sk; returns NONE UPDATED_OLD UPDATED_NEW)',
    ]);
  });

  it('no callable an employee can call holds a Cognito admin action (they act on any user of the pool)', () => {
    // prepare
    const employeeReachable = callables.filter((def) => def.roles !== 'public' && def.roles.includes('employee'));
    expect(employeeReachable.length).toBeGreaterThan(20);
    // act
    const holding = employeeReachable.flatMap((def) => {
      const { stack, fn } = byName.get(def.name)!;
      return grantsOfFunction(stack, fn)
        .filter((g) => /^cognito-idp:/.test(g))
        .map((g) => `${def.name}: ${g}`);
    });
    // assess: their own login changes go through Cognito's user-level API or the user-sync worker
    expect(holding).toEqual([]);
  });

  it('only the user-managing callables hold Cognito admin actions', () => {
    // act
    const withCognito = callables
      .filter((def) => {
        const { stack, fn } = byName.get(def.name)!;
        return grantsOfFunction(stack, fn).some((g) => g.startsWith('cognito-idp:'));
      })
      .map((d) => d.name);
    // assess
    expect(withCognito.sort()).toEqual(Object.keys(USER_MANAGING).sort());
  });
});

describe('other functions', () => {
  it.each(SCHEDULED_JOBS.map((j) => [j.name, j] as const))(
    'scheduled job %s has exactly its declared grants (a declared work queue: SendMessage on it)',
    (name, job) => {
      const { stack, fn } = functionsBy([platform.events!], 'JOB_NAME').get(name)!;
      expect(grantsOfFunction(stack, fn)).toEqual(expectedGrants(job.access));
    },
  );

  it('an upload trigger has exactly its declared grants, and consumes its own queue', () => {
    // prepare
    const { stack, fn } = functionsBy([platform.events!], 'TRIGGER_NAME').get(FIXTURE_TRIGGER.name)!;
    const queueId = Object.entries(resourcesOf(stack)).find(
      ([id, r]) => r.Type === 'AWS::SQS::Queue' && /Upload.*Queue[0-9A-F]{8}$/.test(id) && !id.includes('DeadLetters'),
    )![0];
    const ownQueue = `other ${JSON.stringify({ 'Fn::GetAtt': [queueId, 'Arn'] })}`;
    // act
    const grants = grantsOfFunction(stack, fn);
    // assess
    const sqs = ['ChangeMessageVisibility', 'DeleteMessage', 'GetQueueAttributes', 'GetQueueUrl', 'ReceiveMessage'].map(
      (a) => `sqs:${a} @ ${ownQueue}`,
    );
    expect(grants).toEqual([...expectedGrants(FIXTURE_TRIGGER.access), ...sqs].sort());
  });

  it.each(WORK_QUEUES.map((q) => [q.name, q] as const))(
    'work queue worker %s has exactly its declared grants, and consumes its own queue',
    (name, def) => {
      const { stack, fn } = functionsBy([platform.events!], 'WORKER_NAME').get(name)!;
      const consume = [
        'ChangeMessageVisibility',
        'DeleteMessage',
        'GetQueueAttributes',
        'GetQueueUrl',
        'ReceiveMessage',
      ];
      const own = consume.map((a) => `sqs:${a} @ queue:${name.replace(/-/g, '')}`);
      expect(grantsOfFunction(stack, fn)).toEqual([...expectedGrants(def.access), ...own].sort());
    },
  );

  it("the user-sync worker, the one holder of what employees' own changes need, may only set attributes and disable, and note its sync", () => {
    const { stack, fn } = functionsBy([platform.events!], 'WORKER_NAME').get('user-sync')!;
    const grants = grantsOfFunction(stack, fn);
    expect(grants.filter((g) => g.startsWith('cognito-idp:'))).toEqual([
      'cognito-idp:AdminDisableUser @ userPool',
      'cognito-idp:AdminUpdateUserAttributes @ userPool',
    ]);
    expect(grants.filter((g) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(g))).toEqual([
      'dynamodb:UpdateItem @ table (attributes cognitoSyncedAt pk sk; returns NONE UPDATED_OLD UPDATED_NEW)',
    ]);
  });

  it('the pre-authentication trigger may only read items by key (GetItem, the user with its organisation by BatchGetItem)', () => {
    const [fn] = ofType(platform.auth, 'AWS::Lambda::Function');
    expect(grantsOfFunction(platform.auth, fn).sort()).toEqual(
      ['dynamodb:BatchGetItem @ table', 'dynamodb:GetItem @ table'].sort(),
    );
  });

  it('the OpenAPI function may only write its logs', () => {
    const fns = ofType(platform.api, 'AWS::Lambda::Function');
    expect(fns).toHaveLength(1);
    expect(grantsOfFunction(platform.api, fns[0])).toEqual([]);
  });
});
