import type { AdvanceTransaction } from '../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../shared/domain/money/money-format';
import type { ResourceColumn } from './resource-table-parts';

/** What of a withdrawal the payout columns read. */
type PayoutFacts = Pick<AdvanceTransaction, 'payout' | 'instantFee' | 'instantState'>;

/**
 * How a withdrawal is paid (docs/rules.md#instant-payout), as the staff's tables write it: Instant,
 * Standard (the end-of-day batch), or Standard after an instant payout that failed and fell back.
 */
export function payoutText(t: PayoutFacts): string {
  if (t.payout === 'instant') return 'Instant';
  return t.instantState === 'failed' ? 'Standard (instant failed)' : 'Standard';
}

/**
 * The staff's Advance Pay tables' two payout columns, Payout and Instant Fee. Instant Fee is hidden by
 * default like the other fee columns; Payout too unless `showPayout` (where the table has room for it
 * at a laptop's width, test/e2e/table-widths.test.ts); the column menu shows them.
 */
export function payoutColumns<T extends PayoutFacts>(opts: { showPayout?: boolean } = {}): ResourceColumn<T>[] {
  return [
    {
      id: 'payout',
      header: 'Payout',
      sortingField: 'payout',
      cell: (t) => payoutText(t),
      hiddenByDefault: !opts.showPayout,
    },
    {
      id: 'instantFee',
      header: 'Instant Fee',
      sortingField: 'instantFee',
      cell: (t) => (t.instantFee !== undefined ? formatRm(t.instantFee) : '-'),
      hiddenByDefault: true,
    },
  ];
}
