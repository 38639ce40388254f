import type { User } from '../../../../shared/domain/user';

/**
 * The superadmin's edit page of a user (spec part 1 §2 "Users list"). That page is built by a
 * later issue: until then `USER_EDIT_PAGE_EXISTS` is false and superadmins get the detail page too.
 * The issue that builds the edit page flips this switch (and adds its route to the table).
 */
export const USER_EDIT_PAGE_EXISTS = false;

export const userEditPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  `/internal/organizations/${encodeURIComponent(user.tenantId ?? '')}/users/${encodeURIComponent(user.id)}/edit`;

export const userDetailPath = (user: Pick<User, 'id' | 'tenantId'>): string =>
  `/users/${encodeURIComponent(user.id)}?tid=${encodeURIComponent(user.tenantId ?? '')}`;

/** Where a row of the users list leads: the edit page for a superadmin, otherwise the detail page. */
export function userRowLink(user: Pick<User, 'id' | 'tenantId'>, isSuperadmin: boolean): string {
  return isSuperadmin && USER_EDIT_PAGE_EXISTS ? userEditPath(user) : userDetailPath(user);
}
