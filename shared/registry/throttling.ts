import { callablePath, type CallableDefinition } from './define';

/**
 * How hard each route may be hit (docs/architecture.md#throttling). API Gateway throttles each
 * `POST /api/<name>` route from these numbers (infra/stacks/api-stack.ts) and the local gateway
 * enforces the same ones with a token bucket per route (infra/local/gateway.ts). A route's limit
 * is shared by every caller of the platform; one organisation's share is limited separately, in
 * the handler chain (lambdas/core/org-fairness.ts).
 *
 * No AWS or Node imports: the registry (and so the web bundle) may import this.
 */

/** A token bucket: `rate` requests per second on average, `burst` at once. */
export interface ThrottleLimit {
  rate: number;
  burst: number;
}

/**
 * The classes, strictest first:
 * - `strict`: codes and sign-in helpers (verification codes, password changes, the public
 *   organisation look-up) and anything that sends an SMS: each call costs money or helps guess.
 * - `messaging`: other writes that send e-mail.
 * - `write`: every other write.
 * - `read`: callables that only read.
 */
export const THROTTLE_CLASSES = {
  strict: { rate: 10, burst: 20 },
  messaging: { rate: 25, burst: 50 },
  write: { rate: 50, burst: 100 },
  read: { rate: 200, burst: 400 },
} as const satisfies Record<string, ThrottleLimit>;

export type ThrottleClass = keyof typeof THROTTLE_CLASSES;

/**
 * Callables in the strict class whatever their access declaration says: the look-ups and checks
 * an attacker would repeat to guess a code, a password or an organisation. (Sign-in itself,
 * forgotten and reset passwords go to Cognito directly, which throttles them on its own.)
 */
export const STRICT_CALLABLES: ReadonlySet<string> = new Set([
  'orgs-getOrgTenantId',
  'advancePayEmployee-sendVerificationCode',
  'employees-sendSmsVerificationCode',
  'employees-verifySmsVerificationCode',
  'users-changeUserPassword',
]);

/** The class of a callable: the explicit list, else what its `access` declaration says it does. */
export function throttleClassOf(def: Pick<CallableDefinition, 'name' | 'roles' | 'access'>): ThrottleClass {
  if (STRICT_CALLABLES.has(def.name) || def.roles === 'public') return 'strict';
  const { access } = def;
  const messages = access.messages ?? [];
  if (messages.includes('sms')) return 'strict';
  if (messages.length) return 'messaging';
  const writes =
    access.table === 'write' ||
    access.uploads === 'write' ||
    access.files === 'write' ||
    (access.cognito ?? []).some((action) => action !== 'AdminGetUser');
  return writes ? 'write' : 'read';
}

/** The limit of a callable's route. */
export const throttleOf = (def: Pick<CallableDefinition, 'name' | 'roles' | 'access'>): ThrottleLimit =>
  THROTTLE_CLASSES[throttleClassOf(def)];

/** The route key API Gateway throttles by: `POST /api/<name>`. */
export const routeKeyOf = (name: string): string => `POST ${callablePath(name)}`;
