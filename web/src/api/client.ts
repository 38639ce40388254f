import type { CallableInput, CallableName, CallableOutput } from '../../../shared/callables/index';
import { isErrorBody, type ErrorInfo } from '../../../shared/registry/errors';
import { getRuntimeConfig } from '../app/runtime-config';
import { amplifyAuth } from '../auth/amplify-auth';
import { storedTokens } from '../auth/stored-tokens';

/** A callable failed: HTTP status plus the server's `errorInfo` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorInfo?: ErrorInfo;

  constructor(status: number, errorInfo?: ErrorInfo) {
    super(errorInfo?.message ?? `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.errorInfo = errorInfo;
  }

  get code(): string | undefined {
    return this.errorInfo?.code;
  }
}

/** A wait in seconds as `Retry-After` gives it (seconds, or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * The `errorInfo` of a refusal: the server's own when it sent one, else (API Gateway's throttle
 * answers `{"message":"Too Many Requests"}`, with no errorInfo) a clear message of our own, with the
 * wait when the answer says it.
 */
export function errorInfoOf(status: number, body: unknown, retryAfter: number | undefined): ErrorInfo | undefined {
  if (isErrorBody(body)) return body.errorInfo;
  if (status === 429) {
    const wait = retryAfter ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : 'a few seconds';
    return { code: 'TOO_MANY_REQUESTS', message: `Too many requests right now. Please wait ${wait} and try again.` };
  }
  return undefined;
}
/**
 * The registry (every callable's schemas, ~170 KB of script to parse and run) is a chunk of its own,
 * loaded only for a call made signed out, to tell a public callable (which goes without a token)
 * from one that needs a sign-in. A signed-in page never loads it: its calls carry the token, which
 * public routes ignore.
 */
let registry: Promise<typeof import('../../../shared/callables/index')> | undefined;
const loadRegistry = () => (registry ??= import('../../../shared/callables/index'));

/** The ID token: from storage while it is good, else through Amplify (which refreshes it). */
async function idToken(): Promise<string | undefined> {
  const stored = storedTokens();
  if (stored.kind === 'none') return undefined;
  if (stored.kind === 'valid') return stored.idToken;
  const { fetchAuthSession } = await amplifyAuth();
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/**
 * The typed client over the registry: `POST <apiBasePath>/<name>` with a JSON body,
 * the Cognito ID token as bearer. Throws `ApiError` on any non-2xx answer.
 */
async function call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  // Public callables (pre-login look-ups, docs/architecture.md#the-registry) go without a token,
  // and on when a stale session cannot be refreshed.
  const isPublic = async () => (await loadRegistry()).getCallable(name).roles === 'public';
  const token = await idToken().catch(async (error: unknown) => {
    if (await isPublic()) return undefined;
    throw error;
  });
  if (token) headers.authorization = `Bearer ${token}`;
  else if (!(await isPublic())) {
    throw new ApiError(401, { code: 'UNAUTHENTICATED', message: 'Please sign in again.' });
  }
  const base = getRuntimeConfig().apiBasePath.replace(/\/$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/${name}`, { method: 'POST', headers, body: JSON.stringify(input) });
  } catch {
    throw new ApiError(0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || isErrorBody(body)) {
    const status = response.ok ? 500 : response.status;
    throw new ApiError(status, errorInfoOf(status, body, retryAfterSeconds(response.headers.get('retry-after'))));
  }
  return body as CallableOutput<N>;
}

export const api = { call };
