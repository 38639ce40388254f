import { callablePath, type CallableDefinition } from './define';

/**
 * How hard each route may be hit (docs/architecture.md#throttling). API Gateway throttles each
 * `POST /api/<name>` route from these numbers (infra/stacks/api-stack.ts) and the local gateway
 * enforces the same ones with a token bucket per route (dev/gateway.ts). A route's limit
 * is shared by every caller of the platform; one organisation's share is limited separately, in
 * the handler chain (lambdas/handlers/chain/org-fairness.ts), and one client address's share of sign-in by
 * {@link SIGN_IN_ADDRESS_LIMIT} (a WAF rate-based rule deployed, the local gateway locally).
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
 * - `strict`: codes and password changes (each call costs an SMS or helps guess), any other
 *   public callable, and a person's whole-data download (one call reads their whole history:
 *   a person needs it a few times a year, so the platform's share of such calls is kept low).
 * - `messaging`: other writes that send e-mail or SMS: their messages are notices, one per change
 *   the call made (never one per attempt), so they cost no more than the writes. A low limit
 *   shared by the whole platform on a money path would let a few floods stop every employee's
 *   withdrawals (issue 26), so a notice never puts a callable in `strict`.
 * - `write`: every other write.
 * - `read`: callables that only read.
 * - `perAddress`: callables limited per client address ({@link ADDRESS_LIMITED_CALLABLES}). Their
 *   route limit only caps what a flood from many addresses costs; it is set so high because a low
 *   one, shared by everyone, is what a few guessers exhausted to lock every real user out (issue
 *   26). WAF lets a burst through before it counts, and the local gateway a full
 *   {@link SIGN_IN_ADDRESS_LIMIT} per address: a burst of 2,000 holds twenty addresses each sending
 *   its whole minute's share at once, and 1,000 a second takes 600 addresses at their full rate.
 */
export const THROTTLE_CLASSES = {
  strict: { rate: 10, burst: 20 },
  messaging: { rate: 25, burst: 50 },
  write: { rate: 50, burst: 100 },
  read: { rate: 200, burst: 400 },
  perAddress: { rate: 1000, burst: 2000 },
} as const satisfies Record<string, ThrottleLimit>;

export type ThrottleClass = keyof typeof THROTTLE_CLASSES;

/**
 * Callables in the strict class whatever their access declaration says: the checks an attacker
 * would repeat to guess a code or a password. (Sign-in itself goes to Cognito directly, and a
 * forgotten password to `users-forgotPassword` / `users-resetPassword`: limited per address by
 * {@link SIGN_IN_ADDRESS_LIMIT}.)
 */
export const STRICT_CALLABLES: ReadonlySet<string> = new Set([
  'advancePayEmployee-sendVerificationCode',
  'employees-sendSmsVerificationCode',
  'employees-verifySmsVerificationCode',
  'users-changeUserPassword',
  'users-downloadMyData',
]);

/**
 * A limit per client address, as a WAF rate-based rule counts it: at most `requests` from one
 * address in any `windowSeconds` (WAF allows windows of 60, 120, 300 or 600 seconds and a limit
 * of 10 or more).
 */
export interface AddressLimit {
  requests: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

/**
 * How often one address may look up an organisation code or sign in: 100 a minute. A person
 * signs in with one look-up and one or two Cognito calls; an office or a mobile network behind one
 * shared address signs in many people, so the limit is far above one person's use; a guesser at
 * full speed is stopped after 100. The deployed WAF rules (infra/stacks/waf-stacks.ts) and the
 * local gateway (dev/gateway.ts) both read it.
 */
export const SIGN_IN_ADDRESS_LIMIT: AddressLimit = { requests: 100, windowSeconds: 60 };

/**
 * The callables limited per client address, each with its limit: the sign-in page's look-up and
 * the forgotten password's two calls (a code asked for, a code tried) and the mobile number's
 * sign-in's two (a code asked for, a code tried), which one address shares
 * with sign-in as the deployed rule counts them (one rule over all their paths).
 */
export const ADDRESS_LIMITED_CALLABLES: ReadonlyMap<string, AddressLimit> = new Map([
  ['orgs-getOrgTenantId', SIGN_IN_ADDRESS_LIMIT],
  ['users-forgotPassword', SIGN_IN_ADDRESS_LIMIT],
  ['users-resetPassword', SIGN_IN_ADDRESS_LIMIT],
  ['users-startMobileSignIn', SIGN_IN_ADDRESS_LIMIT],
  ['users-finishMobileSignIn', SIGN_IN_ADDRESS_LIMIT],
]);

/** A callable's per-address limit, if it has one. */
export const addressLimitOf = (def: Pick<CallableDefinition, 'name'>): AddressLimit | undefined =>
  ADDRESS_LIMITED_CALLABLES.get(def.name);

/**
 * The Cognito operations of sign-in (its `X-Amz-Target` is
 * `AWSCognitoIdentityProviderService.<operation>`): limited per address on the user pool by
 * {@link SIGN_IN_ADDRESS_LIMIT}. Cognito's own ForgotPassword is turned off (the pool's account
 * recovery is `admin_only`; the API resets forgotten passwords), and counted all the same.
 */
export const COGNITO_SIGN_IN_OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;

/**
 * The class of a callable: `perAddress` when it is limited per address, else the explicit list,
 * else what its `access` declaration says it does.
 */
export function throttleClassOf(def: Pick<CallableDefinition, 'name' | 'roles' | 'access'>): ThrottleClass {
  if (ADDRESS_LIMITED_CALLABLES.has(def.name)) return 'perAddress';
  if (STRICT_CALLABLES.has(def.name) || def.roles === 'public') return 'strict';
  const { access } = def;
  if ((access.messages ?? []).length) return 'messaging';
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
