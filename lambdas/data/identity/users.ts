import { suspensionStamp, UserSchema, type User } from '../../../shared/domain/identity/user';
import type { SelfLimits } from '../../../shared/domain/advance-pay/self-limits';
import type { Language } from '../../../shared/i18n/languages';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import { AppError } from '../../../shared/registry/errors';
import { isWholeEmail, USER_SEARCH_MAX_READS, USER_SEARCH_READ } from '../../../shared/domain/identity/user-search';
import { GSI3_LOCKED_USERS, gsi3LockedUserSk, keys } from '../table/keys';
import { cursorScope, openCursor, sealCursor } from '../table/cursors';
import { isWalkPosition, walkOrgsPage } from '../table/org-walk';
import { liveOrgFromItem } from '../organisations/orgs';
import { isWriteConflict, table, updateExpression, type Key, type TransactItem } from '../table/table';

const ENTITY = 'user';
const VERSION = 1;

/** Where a locked login shows in GSI3 (the locked accounts across organisations); an unlock removes both. */
export const lockedIndexAttributes = (user: Pick<User, 'id' | 'orgId' | 'lockedAt' | 'modifiedAt'>) => ({
  gsi3pk: GSI3_LOCKED_USERS,
  gsi3sk: gsi3LockedUserSk(user.lockedAt ?? user.modifiedAt, user.orgId, user.id),
});

/**
 * The stored form of a user record (also written inside other areas' transactions). No
 * platform-wide index entry: the list of every user walks the organisations' partitions.
 */
export function toUserItem(user: User) {
  return {
    ...keys.user(user.orgId, user.id),
    entity: ENTITY,
    version: VERSION,
    ...(user.locked ? lockedIndexAttributes(user) : {}),
    ...user,
    email: user.email.toLowerCase(),
  };
}

export const userFromItem = (item: Record<string, unknown>): User => UserSchema.parse(item);
const fromItem = userFromItem;

/**
 * Store a new user record together with its platform-wide e-mail claim, in one transaction:
 * a second account with the same e-mail is refused (409) however the requests race. `extra`:
 * items written in the same transaction (its audit entries).
 */
export async function createUser(user: User, extra: readonly TransactItem[] = []): Promise<User> {
  try {
    await table.transact([
      { Put: { Item: toUserItem(user), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          Item: {
            ...keys.uniqueEmail(user.email),
            entity: 'uniqueEmail',
            version: VERSION,
            userId: user.id,
            orgId: user.orgId,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...extra,
    ]);
  } catch (err) {
    if (isWriteConflict(err)) {
      throw new AppError('ALREADY_EXISTS', `An account with the e-mail ${user.email} already exists.`, [
        { field: 'email', message: 'E-mail already in use' },
      ]);
    }
    throw err;
  }
  return user;
}

export async function getUser(orgId: string | null, userId: string): Promise<User | undefined> {
  const { Item } = await table.get({ Key: keys.user(orgId, userId) });
  return Item ? fromItem(Item) : undefined;
}

/**
 * An organisation user's record and their organisation's, in ONE request (a BatchGetItem of both
 * keys): the handler chain reads both on every call (docs/architecture.md#request-path) without
 * a second round trip. `org` is undefined when the organisation is gone or soft-deleted.
 */
export async function getUserWithOrg(
  orgId: string,
  userId: string,
): Promise<{ user: User | undefined; org: OrganisationRecord | undefined }> {
  const userKey = keys.user(orgId, userId);
  const orgKey = keys.org(orgId);
  const items = await table.batchGet([userKey, orgKey]);
  const at = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
  const userItem = at(userKey);
  return { user: userItem ? fromItem(userItem) : undefined, org: liveOrgFromItem(at(orgKey)) };
}

/** The user id and organisation that own an e-mail, from its uniqueness claim. */
export async function findByEmail(email: string): Promise<{ userId: string; orgId: string | null } | undefined> {
  const { Item } = await table.get({ Key: keys.uniqueEmail(email) });
  return Item ? { userId: Item.userId as string, orgId: (Item.orgId as string | null) ?? null } : undefined;
}

/**
 * Whether a user matches a list search (`text` lower-case): within the display name, the first or
 * last name, both names as written together, or the e-mail.
 */
export function matchesUserSearch(user: User, text: string): boolean {
  return [user.displayName, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.email].some(
    (field) => field.toLowerCase().includes(text),
  );
}

/** The user owning an e-mail: its uniqueness claim, then its record (two GetItems, whatever the list's length). */
export async function findUserByEmail(email: string): Promise<User | undefined> {
  const claim = await findByEmail(email);
  return claim ? getUser(claim.orgId, claim.userId) : undefined;
}

/** What a list of users is asked for: a page, maybe searched. */
export interface UserListPage {
  cursor?: string;
  limit?: number;
  /** A whole e-mail address (exact look-up), or text matched in names and e-mail (case-insensitive). */
  search?: string;
}

/** The search as matched: trimmed, lower-case (so 'Aina' and 'aina' are one search, and share cursors). */
const searchText = (search: string | undefined): string => search?.trim().toLowerCase() ?? '';

/**
 * The scope of a list's cursors: a searched list's are bound to its text, so a cursor of one
 * search (or of the unsearched list) is refused by another.
 */
const listScope = (list: string, text: string, ...bounds: (string | null)[]) =>
  text ? cursorScope(`${list}-search`, ...bounds, text) : cursorScope(list, ...bounds);

/**
 * One Query of the users of an organisation (or the administrators, `orgId` null) from `start`, at
 * most `room` of them answered. Searched, it reads {@link USER_SEARCH_READ} users and keeps those
 * matching; when more match than there is room for, the answer is cut after the last kept and
 * carries on after it.
 */
async function queryUsers(orgId: string | null, start: Key | undefined, room: number, text: string) {
  const out = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(orgId, 'x').pk, ':sk': keys.userSkPrefix },
    ExclusiveStartKey: start,
    Limit: text ? USER_SEARCH_READ : room,
  });
  const read = out.Items ?? [];
  const found = read.map(fromItem).filter((user) => !text || matchesUserSearch(user, text));
  if (found.length > room) {
    const kept = found.slice(0, room);
    const last = kept[kept.length - 1];
    return { items: kept, next: keys.user(last.orgId, last.id) as Key, read: read.length };
  }
  return { items: found, next: out.LastEvaluatedKey, read: read.length };
}

/**
 * A page of a list answered by an exact e-mail look-up: the user owning the address when `inList`
 * says the list shows them, else none; never a cursor. A cursor sent is still opened (and so
 * refused, none being issued for this search).
 */
async function emailPage(scope: string, page: UserListPage, inList: (user: User) => boolean) {
  openCursor(scope, page.cursor);
  const user = await findUserByEmail(searchText(page.search));
  return { items: user && inList(user) ? [user] : [], nextCursor: undefined };
}

/**
 * Users of one organisation (or the administrators with `orgId` null), by id. Searched by text,
 * a page reads the partition from the cursor up to {@link USER_SEARCH_MAX_READS} users (a few
 * Queries of {@link USER_SEARCH_READ}) and answers the matches found, short with a cursor when that
 * bound comes first.
 */
export async function listUsersOfOrg(orgId: string | null, page: UserListPage) {
  const text = searchText(page.search);
  const scope = listScope('users-of-org', text, orgId);
  if (text && isWholeEmail(text)) return emailPage(scope, page, (user) => user.orgId === orgId);
  const limit = page.limit ?? 200;
  const items: User[] = [];
  let start = openCursor(scope, page.cursor);
  let read = 0;
  for (;;) {
    const out = await queryUsers(orgId, start, limit - items.length, text);
    items.push(...out.items);
    read += out.read;
    start = out.next;
    // Unsearched, one Query answers the page (DynamoDB's Limit is the room left).
    if (!start || !text || items.length === limit || read >= USER_SEARCH_MAX_READS)
      return { items, nextCursor: sealCursor(scope, start) };
  }
}

/** The walk's name of the administrators' partition: sorts before every organisation id. */
const ADMINS_IN_WALK = '';

/**
 * Every user of the platform: the administrators, then each organisation's in organisation id
 * order (each organisation's partition in turn; a page fills within the walk's bound of reads,
 * WALK_READS_PER_PAGE in lambdas/data/table/org-walk.ts, short only when that bound is hit; the list
 * is over when `nextCursor` is undefined). Searched by text, each partition read keeps the matches
 * of {@link USER_SEARCH_READ} users; a whole e-mail address answers its owner, whoever it is (the
 * unsearched walk shows administrators too).
 */
export async function listAllUsers(page: UserListPage) {
  const text = searchText(page.search);
  const scope = listScope('all-users', text);
  if (text && isWholeEmail(text)) return emailPage(scope, page, () => true);
  const out = await walkOrgsPage({
    start: openCursor(scope, page.cursor, { accept: isWalkPosition }),
    limit: page.limit ?? 200,
    lead: [ADMINS_IN_WALK],
    read: (orgId, start, room) => queryUsers(orgId === ADMINS_IN_WALK ? null : orgId, start, room, text),
  });
  return { items: out.items, nextCursor: sealCursor(scope, out.next) };
}

/** The refusal of an edit made on a version of the user that is no longer current. */
export const staleUser = () =>
  new AppError(
    'INVALID_STATE',
    'This user was changed by someone else in the meantime. Reload the page and make your change again.',
    [{ field: 'modifiedAt', message: 'Changed since it was read' }],
  );

/**
 * Change some fields of an existing user; refuses (404) a user that does not exist and, given
 * `expectedModifiedAt` (the version an editor read), (409) a record changed since. `extra`: items
 * written in the same transaction (its audit entries); the record is then read again to answer.
 */
export async function updateUser(
  orgId: string | null,
  userId: string,
  changes: Partial<Omit<User, 'id' | 'orgId' | 'tenantId' | 'createdAt'>>,
  at: number,
  expectedModifiedAt?: number,
  extra: readonly TransactItem[] = [],
): Promise<User> {
  const stamp = suspensionStamp(changes.status, at);
  const update = updateExpression({ ...changes, modifiedAt: at }, stamp.remove, stamp.ifAbsent);
  const write = {
    Key: keys.user(orgId, userId),
    ...update,
    UpdateExpression: update.UpdateExpression ?? '',
    ConditionExpression:
      expectedModifiedAt === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND #modifiedAt = :expected',
    ExpressionAttributeValues: {
      ...update.ExpressionAttributeValues,
      ...(expectedModifiedAt === undefined ? {} : { ':expected': expectedModifiedAt }),
    },
  };
  try {
    if (extra.length) await table.transact([{ Update: write }, ...extra]);
    const out = extra.length
      ? { Attributes: (await table.get({ Key: write.Key, ConsistentRead: true })).Item }
      : await table.update({ ...write, ReturnValues: 'ALL_NEW' });
    // ALL_NEW of an update conditional on the item existing always has attributes.
    if (!out.Attributes) throw new Error(`DynamoDB answered the update of user ${userId} without its attributes`);
    return fromItem(out.Attributes);
  } catch (err) {
    if (isWriteConflict(err)) {
      if (expectedModifiedAt !== undefined && (await getUser(orgId, userId))) {
        throw staleUser();
      }
      throw new AppError('NOT_FOUND', 'User not found!');
    }
    throw err;
  }
}

/**
 * Mark the terms accepted on the user record and keep a dated record of the acceptance
 * (terms version, time, device): the employee's authorisation of the pay-day deduction.
 */
export async function recordTermsAcceptance(
  user: User,
  version: string,
  at: number,
  device: string | undefined,
): Promise<void> {
  if (!user.orgId) throw new AppError('FORBIDDEN', 'Only users of an organisation accept the terms.');
  await table.transact([
    {
      Update: {
        Key: keys.user(user.orgId, user.id),
        UpdateExpression: 'SET acceptedTerms = :v, modifiedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':v': version, ':at': at },
      },
    },
    {
      Put: {
        Item: {
          ...keys.termsAcceptance(user.orgId, user.id, at),
          entity: 'termsAcceptance',
          version: VERSION,
          userId: user.id,
          email: user.email,
          employeeICNumber: user.employeeICNumber,
          termsVersion: version,
          acceptedAt: at,
          device: device ?? null,
        },
      },
    },
  ]);
}

/**
 * Remember the language a person chose. Not a change an administrator's edit of the record could
 * conflict with, so `modifiedAt` stays (an open edit form is not made stale by it).
 */
export async function setUserLanguage(user: Pick<User, 'id' | 'orgId'>, language: Language): Promise<void> {
  await table.update({
    Key: keys.user(user.orgId, user.id),
    UpdateExpression: 'SET #language = :language',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#language': 'language' },
    ExpressionAttributeValues: { ':language': language },
  });
}

/** Remember whether the person is told of each step of their withdrawals (as the language: `modifiedAt` stays). */
export async function setUserWithdrawalNotices(user: Pick<User, 'id' | 'orgId'>, on: boolean): Promise<void> {
  await table.update({
    Key: keys.user(user.orgId, user.id),
    UpdateExpression: 'SET notifyWithdrawalSteps = :on',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':on': on },
  });
}

/**
 * Store the employee's own withdrawal limits, if nobody changed them since `before` was read (409
 * otherwise: two changes at once must not lose one).
 */
export async function setUserSelfLimits(
  user: Pick<User, 'id' | 'orgId'>,
  next: SelfLimits,
  before: SelfLimits | undefined,
): Promise<void> {
  try {
    await table.update({
      Key: keys.user(user.orgId, user.id),
      UpdateExpression: 'SET selfLimits = :next',
      ConditionExpression: before
        ? 'attribute_exists(pk) AND selfLimits.changedAt = :before'
        : 'attribute_exists(pk) AND attribute_not_exists(selfLimits)',
      ExpressionAttributeValues: { ':next': next, ...(before ? { ':before': before.changedAt } : {}) },
    });
  } catch (err) {
    if (isWriteConflict(err))
      throw new AppError(
        'INVALID_STATE',
        'Your limits were changed meanwhile. Please open the Profile again and retry.',
      );
    throw err;
  }
}

/** Users of one organisation by id, in one BatchGetItem per 100 (those that exist, in no particular order). */
export async function getUsersOfOrg(orgId: string, userIds: readonly string[]): Promise<User[]> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  return (await table.batchGet(ids.map((id) => keys.user(orgId, id)))).map(fromItem);
}
