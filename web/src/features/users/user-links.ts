import type { User } from '../../../../shared/domain/user';
import { routeOf } from '../../app/access';

/** The edit page of a user: an organisation's user, or (no tenant) a platform administrator. */
export const userEditPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  user.tenantId
    ? `/internal/organizations/${encodeURIComponent(user.tenantId)}/users/${encodeURIComponent(user.id)}/edit`
    : `/internal/administrators/${encodeURIComponent(user.id)}/edit`;

/** The users list, of one organisation when given. */
export const usersListPath = (orgId?: string): string =>
  orgId ? `/internal/users?orgId=${encodeURIComponent(orgId)}&tenantId=${encodeURIComponent(orgId)}` : '/internal/users';

export const createUserPath = (orgId: string): string =>
  `/internal/organizations/${encodeURIComponent(orgId)}/users/create?orgId=${encodeURIComponent(orgId)}`;

export const userDetailPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  `/users/${encodeURIComponent(user.id)}?tid=${encodeURIComponent(user.tenantId ?? '')}`;

/**
 * Where a row of the users list leads (spec part 1 §2 "Users list"): the edit page for a
 * superadmin, otherwise the detail page (only pages in the route table are linked).
 */
export function userRowLink(user: Pick<User, 'id' | 'tenantId'>, isSuperadmin: boolean): string {
  const edit = userEditPath(user);
  return isSuperadmin && routeOf(edit.split('?')[0]) ? edit : userDetailPath(user);
}
