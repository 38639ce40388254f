import { asSen, rmToSen, senToRm } from '../../../shared/domain/money/money';
import type { Item } from './table';

/**
 * The stored form of `record`'s amounts: each of `fields` (an amount in RM) replaced by its
 * integer `<field>Sen`, so sums in the table are exact; an absent amount stays absent.
 */
export function amountsInSen<T extends Item>(record: T, fields: readonly string[]): T {
  const out: Item = {};
  for (const [key, value] of Object.entries(record)) {
    if (!fields.includes(key)) out[key] = value;
    else if (typeof value === 'number') out[`${key}Sen`] = rmToSen(value);
  }
  return out as T;
}

/**
 * The amounts of a stored item back in RM: each `<field>Sen` of `fields` read as `field`. A field
 * with no number stored stays as the item has it (absent, for the items {@link amountsInSen} wrote).
 */
export function amountsInRm(item: Item, fields: readonly string[]): Item {
  const stored = new Set(fields.map((field) => `${field}Sen`));
  const out: Item = Object.fromEntries(Object.entries(item).filter(([key]) => !stored.has(key)));
  for (const field of fields) {
    const sen = item[`${field}Sen`];
    if (typeof sen === 'number') out[field] = senToRm(asSen(sen));
  }
  return out;
}
