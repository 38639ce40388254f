import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { ZodError, type z } from 'zod';
import type { CallableDefinition } from '../../../shared/registry/define';
import { AppError, type ErrorDetail } from '../../../shared/registry/errors';
import { HUMAN_PARSE, invalidFieldsMessage } from '../../../shared/registry/human-issues';
import { TERMS_VERSION } from '../../../shared/registry/roles';
import { klDateTimeText } from '../../../shared/domain/time/time';
import { callerName, identityFromClaims, type Caller, type Claims } from '../../core/caller';
import { actingAs } from '../../core/audit-actor';
import { putOperationsMetrics, warnAlarm } from '../../core/operations-metrics';
import { ALARMS, OPERATIONS_METRICS } from '../../../shared/registry/alarms';
import type { AuditActor } from '../../../shared/domain/audit/audit-entry';
import { getUser, getUserWithOrg } from '../../data/identity/users';
import { orgGateRefusal } from '../../../shared/registry/org-gate';
import {
  CORRELATION_HEADER,
  currentCorrelationId,
  invocationScoped,
  logger,
  metrics,
  observe,
  validCorrelationId,
} from '../../core/powertools';
import { errorName } from '../../core/error-name';
import { TooManyRequests } from '../../core/too-many-requests';
import { callCountOf, takeRead, takeWrite } from './org-fairness';
import { chainTimer, type ChainTimer } from '../../core/chain-probe';

/**
 * The largest answer a callable gives (docs/architecture.md#response-size): far below Lambda's
 * 6 MB, so a list that grows without paging is caught (and logged) long before it breaks.
 */
export const MAX_RESPONSE_BYTES = 1024 * 1024;

/** The event a callable receives: API Gateway HTTP API (payload 2.0), with JWT authorizer claims when signed in. */
export type CallableEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & { authorizer?: { jwt?: { claims?: Claims } } };
};

/** The work of one callable; its result is awaited, so a body with nothing to wait for returns it directly. */
export type CallableBody<D extends CallableDefinition> = (
  input: z.output<D['input']>,
  caller: D['roles'] extends 'public' ? null : Caller,
  context: Context,
) => z.input<D['output']> | Promise<z.input<D['output']>>;

const jsonText = (statusCode: number, text: string, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: text,
});

const json = (statusCode: number, body: unknown, headers?: Record<string, string>): APIGatewayProxyResultV2 =>
  jsonText(statusCode, JSON.stringify(body), headers);

export const zodDetails = (err: ZodError): ErrorDetail[] =>
  err.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '(payload)', message: issue.message }));

/** Why and when a locked account was locked (after wrong verification codes), for the person it locks out. */
function lockDetails(user: { locked?: boolean; lockedAt?: number; lockedReason?: string }): ErrorDetail[] | undefined {
  if (!user.locked || !user.lockedAt) return undefined;
  const when = klDateTimeText(new Date(user.lockedAt * 1000));
  return [
    {
      field: 'lockedAt',
      message: `Locked on ${when} (Malaysia time)${user.lockedReason ? ` after ${user.lockedReason}` : ''}. A manager of your organisation can unlock it.`,
    },
  ];
}

/**
 * The caller's record, and for an organisation user their organisation's: one read either way (a
 * BatchGetItem of both keys). The call is counted against the organisation first: a read in the
 * container (refused before any request), a callable that may write in the table beside the read.
 */
async function readCaller(def: CallableDefinition, identity: Omit<Caller, 'user' | 'org'>) {
  if (callCountOf(def) === 'read') takeRead(identity);
  const [read] = await Promise.all([
    identity.orgId === null
      ? getUser(null, identity.userId).then((user) => ({ user, org: undefined }))
      : getUserWithOrg(identity.orgId, identity.userId),
    callCountOf(def) === 'write' ? takeWrite(identity) : undefined,
  ]);
  return read;
}

/** Who is calling, checked against the definition: role, account, organisation, product, terms (in that order). */
async function authorize(
  def: CallableDefinition,
  event: CallableEvent,
  timer: ChainTimer | undefined,
): Promise<Caller | null> {
  if (def.roles === 'public') return null;
  const identity = identityFromClaims(event.requestContext.authorizer?.jwt?.claims);
  if (!def.roles.includes(identity.role)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
  timer?.lap('claims');
  const { user, org } = await readCaller(def, identity);
  timer?.lap('caller');
  if (!user || user.role !== identity.role) {
    throw new AppError('FORBIDDEN', 'Your account was not found. Please contact support for help.');
  }
  if (user.passwordChangedAt && (identity.authTime ?? 0) <= user.passwordChangedAt) {
    // A session from before the password changed (stolen or not) ends here, refreshed or not; one of
    // the change's own second too (whole seconds cannot tell before from after; docs/rules.md).
    throw new AppError('UNAUTHENTICATED', 'Your password was changed. Please log in again with the new one.');
  }
  if (user.status !== 'Active' || user.locked) {
    throw new AppError('ACCOUNT_LOCKED', 'Your account is locked! Please contact support for help.', lockDetails(user));
  }
  // The organisation's status and products, as the definition declares them (shared/registry/org-gate.ts).
  const refusal = orgGateRefusal(def, identity.role, org);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  if (def.terms && !identity.isAdmin && identity.acceptedTerms !== TERMS_VERSION) {
    throw new AppError('TERMS_NOT_ACCEPTED', 'Please accept the Terms and Conditions first.');
  }
  return { ...identity, user, org: org ?? null };
}

function parseBody(event: CallableEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'The request body is not valid JSON.', [
      { field: '(payload)', message: 'Not valid JSON' },
    ]);
  }
}

/** Any failure → its status and the `errorInfo` body (docs/rules.md#errors); never a stack trace. */
export function errorResponse(err: unknown): APIGatewayProxyResultV2 {
  if (err instanceof TooManyRequests)
    return json(err.status, err.toBody(), { 'retry-after': String(err.retryAfterSeconds) });
  if (err instanceof AppError) return json(err.status, err.toBody());
  if (err instanceof ZodError) {
    const details = zodDetails(err);
    return json(400, new AppError('INVALID_ARGUMENT', invalidFieldsMessage(details), details).toBody());
  }
  const name = errorName(err);
  if (
    name === 'ProvisionedThroughputExceededException' ||
    name === 'ThrottlingException' ||
    name === 'RequestLimitExceeded' ||
    name === 'TooManyRequestsException'
  ) {
    return json(429, new AppError('THROTTLED', 'The service is busy. Please try again in a moment.').toBody());
  }
  logger.error('Unexpected error', { error: err as Error });
  return json(500, new AppError('INTERNAL', 'Something went wrong on our side. Please try again later.').toBody());
}

/**
 * An answer over {@link MAX_RESPONSE_BYTES}: our bug (a list that should be paged), so it is logged
 * loudly with its size and counted, and the caller is told plainly instead of timing out on it.
 */
function tooLarge(callable: string, bytes: number): APIGatewayProxyResultV2 {
  logger.error('Response too large', { callable, bytes, limit: MAX_RESPONSE_BYTES });
  metrics.addMetric('ResponseTooLarge', 'Count', 1);
  metrics.addMetric('CallFailed', 'Count', 1);
  return json(
    500,
    new AppError(
      'RESPONSE_TOO_LARGE',
      'The answer is too large to send. Please narrow it down (a shorter period, a filter or a search) and try again.',
    ).toBody(),
  );
}

/** Whom a call's audit entries name: the verified caller, or for a public call the person it is about (the platform). */
const actorOf = (caller: Caller | null): AuditActor =>
  caller
    ? { userId: caller.userId, name: callerName(caller), email: caller.user.email || caller.email, role: caller.role }
    : { name: 'Public request', role: 'public' };

/**
 * A callable declaring audit kinds changed something without an audit entry (shared/registry/define.ts
 * `audit`): our bug. Deployed, the change stands and the miss is logged and counted (the AuditEntryMissing
 * alarm, docs/operations.md#auditentrymissing);
 * on the local stack the call fails, so the test that made it finds the path that forgot.
 */
function auditMissing(callable: string): void {
  logger.error('Audit entry missing', { callable });
  putOperationsMetrics([{ name: OPERATIONS_METRICS.auditEntryMissing, value: 1 }]);
  warnAlarm(ALARMS.auditEntryMissing.name, `${callable} changed something without an audit entry`);
  if (process.env.STAGE === 'local') throw new Error(`${callable} changed something without an audit entry`);
}

/**
 * The one middy chain of every callable (docs/architecture.md#request-path): logger (no event logging: bodies hold
 * personal data), metrics, the role / account / terms check with the organisation's request
 * count (lambdas/handlers/chain/org-fairness.ts), the registry's zod parse, the 1 MB answer limit, and
 * the mapping of every failure to `errorInfo`. The body only does the work.
 */
export function makeHandler<D extends CallableDefinition>(def: D, body: CallableBody<D>) {
  const core = async (event: CallableEvent, context: Context): Promise<APIGatewayProxyResultV2> => {
    const timer = chainTimer(def.name);
    try {
      const caller = await authorize(def, event, timer);
      timer?.lap('gate');
      const raw = parseBody(event);
      // Human messages for issues the schema words not itself (shared/registry/human-issues.ts).
      const parsed = def.input.safeParse(raw, HUMAN_PARSE);
      if (!parsed.success) {
        const details = zodDetails(parsed.error);
        throw new AppError('INVALID_ARGUMENT', invalidFieldsMessage(details), details);
      }
      timer?.lap('input');
      const { result, written, unchanged } = await actingAs(actorOf(caller), async () => {
        timer?.lap('audit');
        return body(parsed.data as z.output<D['input']>, caller as never, context);
      });
      timer?.lap('body');
      if (def.audit?.length && !written && !unchanged) auditMissing(def.name);
      // The answer is checked against the registry too: a contract break is our bug (500), not the caller's.
      const out = def.output.safeParse(result);
      if (!out.success) {
        logger.error('Output does not match the registry', { callable: def.name, issues: out.error.issues });
        throw new Error(`Output of ${def.name} does not match its schema`);
      }
      const text = JSON.stringify(out.data);
      const bytes = Buffer.byteLength(text);
      if (bytes > MAX_RESPONSE_BYTES) return tooLarge(def.name, bytes);
      metrics.addMetric('CallSucceeded', 'Count', 1);
      timer?.lap('output');
      return jsonText(200, text);
    } catch (err) {
      const response = errorResponse(err);
      const status = typeof response === 'object' ? (response.statusCode ?? 500) : 500;
      metrics.addMetric(status >= 500 ? 'CallFailed' : 'CallRefused', 'Count', 1);
      return response;
    }
  };
  const chain = middy(core).use(observe<CallableEvent, APIGatewayProxyResultV2>());
  // Each request in its own log scope, under the caller's correlation id when valid, else the gateway's request id.
  return invocationScoped(
    async (event: CallableEvent, context: Context): Promise<APIGatewayProxyResultV2> => {
      const started = Date.now();
      const timer = chainTimer(def.name);
      const response = await chain(event, context);
      const status = typeof response === 'object' ? (response.statusCode ?? 200) : 200;
      logger.info('Request answered', { callable: def.name, status, durationMs: Date.now() - started });
      timer?.lap('total');
      const id = currentCorrelationId();
      return typeof response === 'object' && id
        ? { ...response, headers: { ...response.headers, [CORRELATION_HEADER]: id } }
        : response;
    },
    (event) =>
      // A hand-made event (a test's) may have no headers at all.
      validCorrelationId((event.headers as Partial<Record<string, string>> | undefined)?.[CORRELATION_HEADER]) ??
      event.requestContext.requestId,
  );
}
