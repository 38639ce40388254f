import type { User } from '../../../../shared/domain/identity/user';
import { routeOf } from '../../app/access';
import { paths } from '../../../../shared/routes';

/** The edit page of a user: an organisation's user, or (no tenant) a platform administrator. */
export const userEditPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  user.tenantId ? paths.userEdit({ tenantId: user.tenantId, id: user.id }) : paths.administratorEdit({ id: user.id });

/** The users list, of one organisation when given. */
export const usersListPath = (orgId?: string): string =>
  orgId ? paths.users({ orgId, tenantId: orgId }) : paths.users();

export const createUserPath = (orgId: string): string => paths.userCreate({ tenantId: orgId }, { orgId });

export const userDetailPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  paths.userDetail({ id: user.id }, { tid: user.tenantId ?? '' });

/**
 * Where a row of the users list leads: the edit page for a
 * superadmin, otherwise the detail page (only pages in the route table are linked).
 */
export function userRowLink(user: Pick<User, 'id' | 'tenantId'>, isSuperadmin: boolean): string {
  const edit = userEditPath(user);
  return isSuperadmin && routeOf(edit.split('?')[0]) ? edit : userDetailPath(user);
}
