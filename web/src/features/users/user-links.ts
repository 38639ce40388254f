import type { User } from '../../../../shared/domain/user';
import { routeOf } from '../../app/access';

export const userEditPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  `/internal/organizations/${encodeURIComponent(user.tenantId ?? '')}/users/${encodeURIComponent(user.id)}/edit`;

export const userDetailPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  `/users/${encodeURIComponent(user.id)}?tid=${encodeURIComponent(user.tenantId ?? '')}`;

/**
 * Where a row of the users list leads (spec part 1 §2 "Users list"): the edit page for a
 * superadmin, otherwise the detail page. The edit page is built with user administration; until
 * its route is in the route table, superadmins get the detail page too.
 */
export function userRowLink(user: Pick<User, 'id' | 'tenantId'>, isSuperadmin: boolean): string {
  const edit = userEditPath(user);
  return isSuperadmin && routeOf(edit.split('?')[0]) ? edit : userDetailPath(user);
}
