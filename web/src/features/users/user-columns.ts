import type { User } from '../../../../shared/domain/identity/user';
import type { ResourceColumn } from '../../components/resource-table';

/** A user's fields shown as plain text: the scalar ones (a nested field such as `selfLimits` is not). */
export type UserTextField = {
  [K in keyof User]-?: NonNullable<User[K]> extends string | number | boolean ? K : never;
}[keyof User];

/** A user's field as its text ('' when absent). */
export const userFieldText = (u: User, id: UserTextField): string => {
  const v = u[id];
  return v === undefined || v === null ? '' : String(v);
};

/** A sortable column of the users lists showing one field as text. */
export const userTextColumn = (id: UserTextField, header: string, hiddenByDefault = false): ResourceColumn<User> => ({
  id,
  header,
  cell: (u) => userFieldText(u, id),
  sortingField: id,
  hiddenByDefault,
});
