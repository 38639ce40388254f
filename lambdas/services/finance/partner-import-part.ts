import type { PartnerFileType, PartnerRowResult } from '../../../shared/domain/finance/partner-file';
import { progressItem } from '../../data/finance/partner-import';
import { isWriteConflict, table, type TransactItem } from '../../data/table/table';
import type { ImportLookups } from './partner-import-lookups';
import { MIN_REMAINING_MS, endStatus } from './partner-import-rules';

/**
 * One part of a file's import: the rows it may do, and how a transaction of rows is written with
 * the document's cursor (lambdas/services/finance/partner-import.ts runs it; the sales and settlement
 * modules fill it).
 */
export interface ImportPart<T extends PartnerFileType = PartnerFileType> {
  documentId: string;
  /** The file's name, as logs and messages show it. */
  fileName: string;
  rows: readonly PartnerRowResult<T>[];
  /** The first row of this part (the document's cursor as this part found it). */
  start: number;
  /** One past the last row this part may do. */
  stop: number;
  /** Failed rows of the earlier parts (the status the document ends with counts them). */
  failedBefore: number;
  /** Milliseconds left of the invocation. */
  timeLeft: () => number;
  lookups: ImportLookups;
}

/** Where a part stopped: the cursor, and whether another delivery of the file had already moved it. */
export interface PartOutcome {
  next: number;
  superseded: boolean;
  succeeded: number;
  failed: number;
}

/** A transaction of rows from `from` to `to` (exclusive), with how many of them succeeded and failed. */
export interface RowsWrite {
  from: number;
  to: number;
  succeeded: number;
  failed: number;
  items: TransactItem[];
}

/**
 * - `written`: the rows are in, the cursor moved;
 * - `superseded`: the cursor was no longer where this part found it (another delivery did these rows);
 * - `refused`: a row's own condition was false, or another transaction touched an item meanwhile:
 *   the caller reads again and redoes the rows (the ones already recorded are then refused as such).
 */
export type WriteResult = 'written' | 'superseded' | 'refused';

/**
 * Write rows with the document's progress (placed first, so its refusal is told apart). The last
 * rows of the file end the document in the same transaction.
 */
export async function writeRows(part: ImportPart, failedSoFar: number, w: RowsWrite, at: number): Promise<WriteResult> {
  const last = w.to === part.rows.length;
  const progress = progressItem(part.documentId, {
    from: w.from,
    to: w.to,
    succeeded: w.succeeded,
    failed: w.failed,
    at,
    ...(last ? { end: endStatus(part.failedBefore + failedSoFar + w.failed) } : {}),
  });
  try {
    await table.transact([progress, ...w.items]);
    return 'written';
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    return err.conditionFailed(0) ? 'superseded' : 'refused';
  }
}

/** Redoing the same rows more often than this means something else is wrong: the invocation fails and is retried. */
export const MAX_ATTEMPTS = 6;

/** A short, growing pause before redoing rows another transaction collided with. */
export const backOff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** attempt)));

/**
 * Drive a part: from the cursor, plan the next transaction of rows (`nextWrite`), write it, and go
 * on until the part's last row or until the invocation is nearly out of time. A transaction refused
 * because something was recorded meanwhile (a reference, a payment of the same settlement, a royalty
 * month) is planned again from a fresh read; one superseded by another delivery ends the part.
 */
export async function runPart(
  part: ImportPart,
  now: () => number,
  nextWrite: (from: number, at: number) => Promise<RowsWrite>,
): Promise<PartOutcome> {
  let i = part.start;
  let succeeded = 0;
  let failed = 0;
  let attempts = 0;
  while (i < part.stop && part.timeLeft() >= MIN_REMAINING_MS) {
    const at = now();
    const write = await nextWrite(i, at);
    const result = await writeRows(part, failed, write, at);
    if (result === 'superseded') return { next: i, superseded: true, succeeded, failed };
    if (result === 'refused') {
      attempts += 1;
      if (attempts >= MAX_ATTEMPTS) throw new Error(`Rows from index ${i} were refused ${attempts} times`);
      await backOff(attempts);
      continue;
    }
    attempts = 0;
    i = write.to;
    succeeded += write.succeeded;
    failed += write.failed;
  }
  return { next: i, superseded: false, succeeded, failed };
}
