import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { chainTimer } from '../lambdas/core/chain-probe';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getCallable } from '../shared/callables';
import { callableArea, handlerPath } from '../shared/registry/define';
import { localAlarms } from './alarm-warnings';
import { buildOpenApiDocument } from '../shared/registry/openapi';
import type { ErrorBody } from '../shared/registry/errors';
import { runAs } from './access-check';
import { lambdaContext, loadHandler as loadHandlerModule, type AnyHandler } from './handlers';
import {
  addressLimitOf,
  routeKeyOf,
  throttleOf,
  type AddressLimit,
  type ThrottleLimit,
} from '../shared/registry/throttling';
import type { CallableDefinition } from '../shared/registry/define';
import { describeError } from './describe-error';

/** Lambda's limit on a synchronous invocation's payload (the request, and the handler's answer). */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
const API_PREFIX = '/api/';

export interface GatewayOptions {
  /** The JWT authorizer's settings: Cognito's JWKS, issuer and audience (the app client id). */
  jwksUrl: string;
  issuer: string;
  audience: string;
  log: (line: string) => void;
  /** Each route's limit (default the registry's, shared/registry/throttling.ts, as API Gateway has them). */
  routeLimit?: (def: CallableDefinition) => ThrottleLimit;
  /** Each route's per-address limit, if any (default the registry's, as the WAF rule has it). */
  addressLimit?: (def: CallableDefinition) => AddressLimit | undefined;
  /** How a handler module is loaded (default from its file by the registry's convention; tests stub it). */
  loadHandler?: (path: string) => Promise<AnyHandler>;
}

/**
 * API Gateway's per-route throttling: a token bucket per route holding up to `burst` requests,
 * refilled at `rate` a second. Answers 0 when the request may pass (a token is taken), else the
 * seconds until a token is back.
 */
export function routeThrottle(limitOf: (def: CallableDefinition) => ThrottleLimit, now = () => Date.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (def: CallableDefinition): number => {
    const { rate, burst } = limitOf(def);
    const at = now();
    const bucket = buckets.get(def.name) ?? { tokens: burst, at };
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.at) / 1000) * rate);
    bucket.at = at;
    buckets.set(def.name, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
  };
}

/**
 * A WAF rate-based rule's count, per key (a route and a client address): at most `requests` in
 * any `windowSeconds`, as a sliding log of the admitted requests' times. Answers 0 when the request
 * may pass (it is counted), else the seconds until the oldest counted request leaves the window.
 * Keys whose requests have all left the window are dropped once per window, so memory stays
 * bounded by the addresses seen in the last window.
 */
export function addressThrottle(now = () => Date.now()) {
  const admitted = new Map<string, number[]>();
  let sweptAt = 0;
  return (key: string, { requests, windowSeconds }: AddressLimit): number => {
    const at = now();
    const windowMs = windowSeconds * 1000;
    if (at - sweptAt >= windowMs) {
      for (const [k, times] of admitted) if (at - times[times.length - 1] >= windowMs) admitted.delete(k);
      sweptAt = at;
    }
    const times = (admitted.get(key) ?? []).filter((t) => at - t < windowMs);
    admitted.set(key, times);
    if (times.length < requests) {
      times.push(at);
      return 0;
    }
    return Math.max(1, Math.ceil((times[0] + windowMs - at) / 1000));
  };
}

/**
 * The client's address as API Gateway and WAF see it: the connection's own source, never a
 * client-sent `X-Forwarded-For` (anyone can write one, and a guesser would write a new one for
 * every request). IPv4 addresses the dual-stack socket maps into IPv6 are written as IPv4.
 */
export const clientAddressOf = (req: IncomingMessage): string =>
  (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

const errorBody = (code: string, message: string): ErrorBody => ({ errorInfo: { code, message } });

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

const unauthenticated = (res: ServerResponse) =>
  sendJson(res, 401, errorBody('UNAUTHENTICATED', 'Your session has expired. Please log in again.'), {
    'www-authenticate': 'Bearer',
  });

/** Read the body, or undefined once it passes `limit` bytes (the rest is drained). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) tooLarge = true;
    if (!tooLarge) chunks.push(chunk as Buffer);
  }
  return tooLarge ? undefined : Buffer.concat(chunks);
}

/**
 * API Gateway's JWT authorizer passes every claim on as a string (arrays as `[a b]`); the
 * handlers see exactly that shape here too.
 */
function claimsAsApiGateway(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    out[name] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  }
  return out;
}

function headersOf(req: IncomingMessage): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

/**
 * The local stand-in for API Gateway (docs/architecture.md#local-stack): `POST /api/<callable>` checked
 * against the registry, the Bearer ID token verified like the JWT authorizer (signature
 * against Cognito's JWKS, issuer, audience, expiry), then the callable's own handler invoked
 * in this process with an HTTP API (payload 2.0) event. Answers false when the path is not
 * an API path, so the caller can serve the site.
 */
export function createGateway(options: GatewayOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  const throttle = routeThrottle(options.routeLimit ?? throttleOf);
  const addressLimit = options.addressLimit ?? addressLimitOf;
  const throttleAddress = addressThrottle();
  /** When each refused address was last logged: once a minute each, not once per request of a flood. */
  const loggedAt = new Map<string, number>();
  const logRefusedAddress = (key: string) => {
    const at = Date.now();
    if (at - (loggedAt.get(key) ?? 0) < 60_000) return;
    if (loggedAt.size > 10_000) loggedAt.clear();
    loggedAt.set(key, at);
    options.log(`${key} refused: past its per-address limit (shared/registry/throttling.ts; logged once a minute)`);
  };
  const loadHandler = options.loadHandler ?? loadHandlerModule;
  // The deployed per-area alarms' conditions, printed as warnings (dev/alarm-warnings.ts).
  const alarms = localAlarms(options.log);

  /**
   * Tokens whose signature, issuer and audience were verified, by their exact text: the signature (the
   * costly part, about 0.4 ms of CPU) is checked once per token, its expiry on every call.
   */
  const verified = new Map<string, JWTPayload & { exp: number }>();

  async function verify(authorization: string | undefined): Promise<JWTPayload | undefined> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) return undefined;
    const known = verified.get(match[1]);
    if (known) return known.exp * 1000 > Date.now() ? known : undefined;
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer: options.issuer, algorithms: ['RS256'] });
      // As the authorizer: `aud` must be the client, or, when absent (access tokens), `client_id`.
      const audiences = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      const clientOk = audiences.length ? audiences.includes(options.audience) : payload.client_id === options.audience;
      if (!clientOk || typeof payload.exp !== 'number') return undefined;
      if (verified.size >= 10_000) verified.clear();
      verified.set(match[1], { ...payload, exp: payload.exp });
      return payload;
    } catch {
      return undefined;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(API_PREFIX)) return false;
    const rest = url.pathname.slice(API_PREFIX.length);

    if (rest === 'openapi.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, buildOpenApiDocument());
      return true;
    }

    const def = req.method === 'POST' && !rest.includes('/') ? getCallable(rest) : undefined;
    if (!def) {
      req.resume();
      sendJson(res, 404, errorBody('NOT_FOUND', `There is no ${req.method} ${url.pathname} in this API.`));
      return true;
    }

    // The address's own limit first (WAF, in front of API Gateway, refuses before the route counts
    // anything): a request it refuses takes nothing from the route's bucket, so one address's
    // flood cannot empty the bucket everyone else shares.
    const perAddress = addressLimit(def);
    const address = clientAddressOf(req);
    const addressKey = `${routeKeyOf(def.name)} from ${address}`;
    const addressWait = perAddress ? throttleAddress(addressKey, perAddress) : 0;
    if (addressWait) {
      req.resume();
      logRefusedAddress(addressKey);
      sendJson(
        res,
        429,
        errorBody(
          'TOO_MANY_REQUESTS',
          `Too many sign-in attempts from your network right now. Please wait ${seconds(addressWait)} and try again.`,
        ),
        { 'retry-after': String(addressWait) },
      );
      return true;
    }
    const wait = throttle(def);
    if (wait) {
      req.resume();
      options.log(`${routeKeyOf(def.name)} throttled (its route's limit, shared/registry/throttling.ts)`);
      alarms.response(callableArea(def.name), 429);
      sendJson(
        res,
        429,
        errorBody('TOO_MANY_REQUESTS', `This service is busy right now. Please wait ${seconds(wait)} and try again.`),
        { 'retry-after': String(wait) },
      );
      return true;
    }

    const body = await readBody(req, MAX_BODY_BYTES);
    if (!body) {
      sendJson(res, 413, errorBody('PAYLOAD_TOO_LARGE', 'The request is too large (6 MB at most).'));
      return true;
    }

    let claims: Record<string, string> | undefined;
    if (def.roles !== 'public') {
      const timer = chainTimer(def.name);
      const payload = await verify(req.headers.authorization);
      timer?.lap('token');
      if (!payload) {
        unauthenticated(res);
        return true;
      }
      claims = claimsAsApiGateway(payload);
    }

    const now = new Date();
    const requestId = randomUUID();
    const routeKey = `POST /api/${def.name}`;
    const headers = headersOf(req);
    const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      ...(url.search ? { queryStringParameters: Object.fromEntries(url.searchParams) } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method: 'POST',
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: address,
          userAgent: headers['user-agent'] ?? '',
        },
        requestId,
        routeKey,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      },
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
    };

    const timeoutSeconds = def.timeoutSeconds ?? 29;
    let result: unknown;
    const area = callableArea(def.name);
    const startedAt = Date.now();
    const answered = (status: number) => alarms.response(area, status, Date.now() - startedAt);
    try {
      const handler = await loadHandler(handlerPath(def.name));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), (timeoutSeconds + 1) * 1000);
      });
      // As the callable's own role: the local access check refuses what its declaration does not grant.
      const invocation = runAs({ kind: 'callable', name: def.name, access: def.access }, () =>
        handler(event, lambdaContext(def.name, timeoutSeconds)),
      );
      const outcome = await Promise.race([invocation, timeout]).finally(() => clearTimeout(timer));
      if (outcome === 'timeout') {
        options.log(`${def.name} timed out after ${timeoutSeconds} s`);
        alarms.lambdaError(area, `${def.name} timed out`);
        answered(503);
        sendJson(res, 503, errorBody('INTERNAL', 'The service took too long to answer. Please try again.'));
        return true;
      }
      result = outcome;
    } catch (err) {
      options.log(`${def.name} failed (${handlerPath(def.name)}): ${describeError(err)}`);
      alarms.lambdaError(area, `${def.name} threw`);
      answered(500);
      sendJson(res, 500, errorBody('INTERNAL', 'Something went wrong on our side. Please try again later.'));
      return true;
    }
    const size = Buffer.byteLength(JSON.stringify(result ?? null));
    if (size > MAX_BODY_BYTES) {
      // As Lambda: an answer over 6 MB never reaches the caller (API Gateway answers 502).
      options.log(
        `!!! ${def.name} answered ${size} bytes, over Lambda's ${MAX_BODY_BYTES}-byte response limit: refused with 502 as AWS would. Page it (docs/architecture.md#response-size).`,
      );
      answered(502);
      sendJson(res, 502, errorBody('INTERNAL', 'The answer was too large to send. Please try again later.'));
      return true;
    }
    answered(isStructuredResult(result) ? (result.statusCode ?? 200) : 200);
    writeLambdaResult(res, result);
    return true;
  };
}

/** A result that says its own status, headers and body (anything else is a bare value). */
const isStructuredResult = (result: unknown): result is APIGatewayProxyStructuredResultV2 =>
  typeof result === 'object' && result !== null && 'statusCode' in result;

/** Answer a handler's result as API Gateway would (payload 2.0: a bare value means 200 JSON). */
function writeLambdaResult(res: ServerResponse, result: unknown): void {
  if (!isStructuredResult(result)) {
    sendJson(res, 200, result ?? null);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
