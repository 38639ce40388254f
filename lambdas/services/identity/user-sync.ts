import { setCognitoUserEnabled, updateCognitoAttributes } from '../../core/clients/cognito';
import { sendToQueue } from '../../core/clients/queues';
import { logger } from '../../core/powertools';
import { getUser } from '../../data/identity/users';
import { markUserSynced, userSyncedAt } from '../../data/identity/user-sync-marks';

/**
 * Cognito follows the user record, through one worker (docs/rules.md#own-profile-and-sensitive-changes).
 *
 * What an employee changes about themselves that Cognito must also know — their names (the ID
 * token's `name`), the terms accepted (`custom:acceptedTerms`) and a lock after wrong codes (the
 * Cognito user disabled) — is written to the user record by the callable, which then asks the
 * `user-sync` work queue to make the Cognito user match the record. Only that worker holds the
 * Cognito admin actions, and it copies the record as it reads it: no employee-reachable function
 * can change another user's login in Cognito, and a forged message can only bring a login in line
 * with its own record. It never enables a login (only a manager's unlock does).
 */

/** One request: the login to bring in line with its record, and when it was asked (ms, orders requests). */
export interface UserSyncMessage {
  orgId: string | null;
  userId: string;
  requestedAt: number;
}

/** How long a request waits for Cognito to follow, at most, before answering anyway. */
const WAIT_MS = 10_000;

/**
 * Ask the worker to make the login's Cognito user match its record (written before this call).
 * `wait`: answer only once it has (the site refreshes its tokens right after, and the new token must
 * carry the new claims); past {@link WAIT_MS} it answers anyway, logged: the record is what the API
 * checks, and the next refresh brings the claims.
 */
export async function syncCognitoUser(user: { orgId: string | null; id: string }, wait: boolean): Promise<void> {
  const message: UserSyncMessage = { orgId: user.orgId, userId: user.id, requestedAt: Date.now() };
  await sendToQueue('user-sync', [message]);
  if (!wait) return;
  const until = Date.now() + WAIT_MS;
  for (let pause = 25; Date.now() < until; pause = Math.min(pause * 2, 400)) {
    if ((await userSyncedAt(user.orgId, user.id)) >= message.requestedAt) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  logger.warn('Cognito did not follow the user record in time', { userId: user.id, waitedMs: WAIT_MS });
}

/**
 * The worker's step: read the record, set the Cognito user's names and accepted terms from it,
 * disable it when the record is locked, then note the request as done. Idempotent (it copies what
 * the record says), so a message delivered twice changes nothing more.
 */
export async function applyUserSync(message: UserSyncMessage): Promise<void> {
  const user = await getUser(message.orgId, message.userId);
  if (!user) return;
  await updateCognitoAttributes(user.email, {
    givenName: user.firstName,
    familyName: user.lastName,
    name: user.displayName,
    acceptedTerms: user.acceptedTerms ?? null,
  });
  if (user.locked) await setCognitoUserEnabled(user.email, false);
  await markUserSynced(message.orgId, message.userId, message.requestedAt);
}
