import { AsyncLocalStorage } from 'node:async_hooks';
import { TABLE_KEY_ATTRIBUTES, iamPatternMatches, type ResourceAccess } from '../shared/registry/access';

/**
 * The local stand-in for IAM (issue 9, least privilege): every callable, scheduled job and
 * upload trigger runs here as a principal with its access declaration (shared/registry/
 * access.ts), and a middleware on the handlers' AWS SDK clients refuses, with the
 * AccessDeniedException IAM would answer, any command that declaration does not grant: a write
 * from a read callable, any Scan, S3 on an undeclared bucket, a Cognito action not listed. So
 * the integration tests, which go through the local gateway, prove every declaration.
 *
 * Code outside a principal (the seed, tests' own set-up, local tooling) is not checked.
 */

/** Who is running: as the deployed function's role would be. */
export interface Principal {
  kind: 'callable' | 'job' | 'trigger';
  name: string;
  access: ResourceAccess;
}

const current = new AsyncLocalStorage<Principal>();

/** Run `fn` (and everything it starts) as `principal`. */
export const runAs = <T>(principal: Principal, fn: () => T): T => current.run(principal, fn);

/** The principal of the running code, if any. */
export const currentPrincipal = (): Principal | undefined => current.getStore();

/** The error IAM's refusal surfaces as in the SDK (HTTP 403). */
export class AccessDeniedException extends Error {
  override readonly name = 'AccessDeniedException';
  readonly $fault = 'client';
  readonly $metadata = { httpStatusCode: 403 };
}

/** Where the checked resources are (the handlers' environment). */
export interface CheckedResources {
  tableName: string;
  uploadsBucket: string;
  filesBucket: string;
}

/** Items of the local outbox: deployed, messages go through SES / SNS, not the table. */
const OUTBOX_PK = 'OUTBOX';

type Input = Record<string, any>;

/** A plain or marshalled (`{ S: '…' }`) string attribute. */
const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string'
      ? (value as { S: string }).S
      : undefined;

/** Cognito calls authorised by the caller's access token (no IAM policy applies to them). */
const TOKEN_AUTHORISED_COGNITO: readonly string[] = ['ChangePassword', 'GlobalSignOut'];

/** One permission a command needs: the IAM action, and whether the declaration grants it. */
interface Need {
  action: string;
  granted: boolean;
  why: string;
}

/**
 * The attributes an UpdateItem names, as IAM's `dynamodb:Attributes` sees them: those of its
 * update and condition expressions (`#name` placeholders resolved) and of its key.
 */
export function updatedAttributes(input: Input): string[] {
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const expressions = [input.UpdateExpression, input.ConditionExpression].filter((e) => typeof e === 'string');
  const out = new Set<string>(Object.keys((input.Key ?? {}) as Input));
  const keywords =
    /^(SET|REMOVE|ADD|DELETE|AND|OR|NOT|BETWEEN|IN|if_not_exists|list_append|attribute_exists|attribute_not_exists|attribute_type|begins_with|contains|size)$/i;
  for (const expression of expressions) {
    // Attribute paths: words and #placeholders outside :values (a path's first name is what IAM checks).
    const text = expression.replace(/:[A-Za-z0-9_]+/g, ' ');
    for (const m of text.matchAll(/#?[A-Za-z_][A-Za-z0-9_]*/g)) {
      const token = m[0];
      if (keywords.test(token) || text[(m.index ?? 0) - 1] === '.') continue;
      out.add(token.startsWith('#') ? (names[token] ?? token) : token);
    }
  }
  return [...out];
}

/** An UpdateItem by a read callable with `tableUpdates`: only those attributes (and the keys), answering no others. */
function attributeUpdate(input: Input, allowed: readonly string[]): Need {
  const permitted = new Set([...TABLE_KEY_ATTRIBUTES, ...allowed]);
  const outside = updatedAttributes(input).filter((a) => !permitted.has(a));
  const returns = input.ReturnValues as string | undefined;
  const returnsAll = returns === 'ALL_OLD' || returns === 'ALL_NEW';
  return {
    action: 'dynamodb:UpdateItem',
    granted: !outside.length && !returnsAll,
    why: outside.length
      ? `declares tableUpdates ${JSON.stringify(allowed)}, not ${outside.join(', ')}`
      : `may not answer ReturnValues ${String(returns)} (declares tableUpdates only)`,
  };
}

function tableNeeds(commandName: string, input: Input, access: ResourceAccess, r: CheckedResources): Need[] {
  const read = (action: string): Need => ({
    action,
    granted: !!access.table,
    why: access.table ? '' : 'declares no table access',
  });
  const write = (action: string): Need => ({
    action,
    granted: access.table === 'write',
    why: `declares table ${access.table ? `'${access.table}'` : 'access none'}`,
  });
  const onTable = (name: unknown): Need[] =>
    name === r.tableName
      ? []
      : [{ action: 'dynamodb:*', granted: false, why: `table ${String(name)} is not the application's table` }];
  /** A Put of an outbox message: allowed when the function declares that channel (SES / SNS once deployed). */
  const outboxPut = (item: Input | undefined): Need | undefined => {
    if (stringOf(item?.pk) !== OUTBOX_PK) return undefined;
    const channel = stringOf(item?.channel) === 'sms' ? 'sms' : 'email';
    const granted = !!access.messages?.includes(channel);
    return {
      action: channel === 'sms' ? 'sns:Publish' : 'ses:SendEmail',
      granted,
      why: `declares messages ${JSON.stringify(access.messages ?? [])}`,
    };
  };

  switch (commandName) {
    case 'GetItemCommand':
    case 'QueryCommand':
      return [...onTable(input.TableName), read(`dynamodb:${commandName === 'QueryCommand' ? 'Query' : 'GetItem'}`)];
    case 'BatchGetItemCommand':
      return [...Object.keys(input.RequestItems ?? {}).flatMap(onTable), read('dynamodb:BatchGetItem')];
    case 'TransactGetItemsCommand':
      return (input.TransactItems ?? []).flatMap((t: Input) => [
        ...onTable(t.Get?.TableName),
        read('dynamodb:GetItem'),
      ]);
    case 'PutItemCommand':
      return [...onTable(input.TableName), outboxPut(input.Item) ?? write('dynamodb:PutItem')];
    case 'UpdateItemCommand':
      if (access.table === 'read' && access.tableUpdates)
        return [...onTable(input.TableName), attributeUpdate(input, access.tableUpdates)];
      return [...onTable(input.TableName), write('dynamodb:UpdateItem')];
    case 'DeleteItemCommand':
      return [...onTable(input.TableName), write('dynamodb:DeleteItem')];
    case 'BatchWriteItemCommand':
      return Object.entries<Input[]>(input.RequestItems ?? {}).flatMap(([table, requests]) => [
        ...onTable(table),
        ...requests.map((q) => outboxPut(q.PutRequest?.Item) ?? write('dynamodb:BatchWriteItem')),
      ]);
    case 'TransactWriteItemsCommand':
      return (input.TransactItems ?? []).flatMap((t: Input): Need[] => {
        if (t.ConditionCheck) return [...onTable(t.ConditionCheck.TableName), read('dynamodb:ConditionCheckItem')];
        if (t.Put) return [...onTable(t.Put.TableName), outboxPut(t.Put.Item) ?? write('dynamodb:PutItem')];
        if (t.Update) return [...onTable(t.Update.TableName), write('dynamodb:UpdateItem')];
        if (t.Delete) return [...onTable(t.Delete.TableName), write('dynamodb:DeleteItem')];
        return [{ action: 'dynamodb:TransactWriteItems', granted: false, why: 'an empty transaction item' }];
      });
    case 'ScanCommand':
      return [
        {
          action: 'dynamodb:Scan',
          granted: false,
          why: 'no function may Scan (lists are Queries: docs/data-model.md)',
        },
      ];
    default:
      return [
        {
          action: `dynamodb:${commandName.replace(/Command$/, '')}`,
          granted: false,
          why: 'is not an action any function is granted',
        },
      ];
  }
}

function bucketNeeds(commandName: string, input: Input, access: ResourceAccess, r: CheckedResources): Need[] {
  const which = input.Bucket === r.uploadsBucket ? 'uploads' : input.Bucket === r.filesBucket ? 'files' : undefined;
  const action = `s3:${commandName.replace(/Command$/, '')}`;
  if (!which) return [{ action, granted: false, why: `bucket ${String(input.Bucket)} is not an application bucket` }];
  const level = access[which];
  const why = `declares ${which} ${level ? `'${level}'` : 'access none'}`;
  switch (commandName) {
    case 'GetObjectCommand':
    case 'HeadObjectCommand':
      // HeadObject is authorised by s3:GetObject in IAM.
      return [{ action: 's3:GetObject', granted: !!level, why }];
    case 'PutObjectCommand':
      return [{ action: 's3:PutObject', granted: level === 'write', why }];
    case 'DeleteObjectCommand':
    case 'ListObjectsV2Command': {
      // DeleteObject on the declared keys; ListBucket only for a prefix they match (IAM `s3:prefix`).
      const patterns = access.objectDeletes?.[which] ?? [];
      const name = commandName === 'DeleteObjectCommand' ? input.Key : input.Prefix;
      return [
        {
          action: commandName === 'DeleteObjectCommand' ? 's3:DeleteObject' : 's3:ListBucket',
          granted: typeof name === 'string' && patterns.some((p) => iamPatternMatches(p, name)),
          why: `declares objectDeletes.${which} ${JSON.stringify(patterns)}, not ${String(name)}`,
        },
      ];
    }
    default:
      return [{ action, granted: false, why: 'is not an action any function is granted' }];
  }
}

/**
 * Why the principal may not run this command, or undefined when its declaration grants it.
 * Pure: the middleware below and the unit tests call it.
 */
export function refusal(
  principal: Principal,
  clientName: string,
  commandName: string,
  input: Input,
  r: CheckedResources,
): string | undefined {
  const { access } = principal;
  let needs: Need[];
  switch (clientName) {
    case 'DynamoDBClient':
      needs = tableNeeds(commandName, input, access, r);
      break;
    case 'S3Client':
      needs = bucketNeeds(commandName, input, access, r);
      break;
    case 'CognitoIdentityProviderClient': {
      const action = commandName.replace(/Command$/, '');
      // Cognito's user-level calls are authorised by the user's access token, not by IAM: they act on
      // that token's user only, so any function may make them (no admin action is involved).
      if (TOKEN_AUTHORISED_COGNITO.includes(action)) return undefined;
      const granted = (access.cognito ?? []).some((a) => a === action);
      needs = [
        { action: `cognito-idp:${action}`, granted, why: `declares cognito ${JSON.stringify(access.cognito ?? [])}` },
      ];
      break;
    }
    case 'SESv2Client':
    case 'SESClient':
      needs = [
        {
          action: 'ses:SendEmail',
          granted: /^Send(Raw)?EmailCommand$/.test(commandName) && !!access.messages?.includes('email'),
          why: `declares messages ${JSON.stringify(access.messages ?? [])}`,
        },
      ];
      break;
    case 'SNSClient':
      needs = [
        {
          // IAM grants Publish on everything but an SNS ARN (infra/constructs/app-resources.ts): an SMS
          // to a phone number, never a topic or an endpoint.
          action: 'sns:Publish',
          granted:
            commandName === 'PublishCommand' &&
            !!access.messages?.includes('sms') &&
            input.TopicArn === undefined &&
            input.TargetArn === undefined,
          why:
            input.TopicArn !== undefined || input.TargetArn !== undefined
              ? 'may publish SMS to a phone number only, not to an SNS ARN'
              : `declares messages ${JSON.stringify(access.messages ?? [])}`,
        },
      ];
      break;
    default:
      needs = [{ action: `${clientName}:${commandName}`, granted: false, why: 'uses a client no function is granted' }];
  }
  const denied = needs.find((n) => !n.granted);
  if (!denied) return undefined;
  return (
    `User: arn:aws:sts::000000000000:assumed-role/${principal.name}/local is not authorized to perform: ${denied.action} ` +
    `because no identity-based policy allows it (local access check, ${principal.kind} ${principal.name}: ${denied.why}; see shared/registry/access.ts)`
  );
}

/** The parts of an SDK client the check needs (any v3 client). */
interface CheckableClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: any) => Promise<any>,
        context: { clientName?: string; commandName?: string },
      ) => (args: any) => Promise<any>,
      options: { step: 'initialize'; name: string; priority: 'high' },
    ): void;
  };
}

/**
 * Add the check to a client: at its first step, so presigned URLs (built through the same
 * stack) are checked too. `onRefusal` is told of each refusal (the local stack prints it).
 */
export function addAccessCheck(
  client: CheckableClient,
  resources: () => CheckedResources,
  onRefusal: (principal: Principal, message: string) => void = () => undefined,
): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const principal = current.getStore();
      if (principal) {
        const why = refusal(
          principal,
          context.clientName ?? '',
          context.commandName ?? '',
          (args as { input?: Input }).input ?? {},
          resources(),
        );
        if (why) {
          onRefusal(principal, why);
          throw new AccessDeniedException(why);
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'localAccessCheck', priority: 'high' },
  );
}

/** The resources as the handlers see them now (process environment). */
const resourcesFromEnv = (): CheckedResources => ({
  tableName: process.env.TABLE_NAME ?? '',
  uploadsBucket: process.env.UPLOADS_BUCKET ?? '',
  filesBucket: process.env.FILES_BUCKET ?? '',
});

/**
 * Check every client lambdas/core/clients/ creates from now on (or, `enabled` false, none).
 * Refusals are also printed with `log`, since the handler chain answers them as a plain 500.
 */
export async function installAccessCheck(log: (line: string) => void, enabled = true): Promise<void> {
  const { setClientHook } = await import('../lambdas/core/clients/hook');
  setClientHook(
    enabled
      ? (client) => addAccessCheck(client, resourcesFromEnv, (_p, message) => log(`[access denied] ${message}`))
      : undefined,
  );
}
