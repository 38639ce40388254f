import { ulid } from 'ulid';
import {
  instantPayoutDue,
  type AdvanceTransactionRecord,
} from '../../../shared/domain/advance-pay/advance-transaction';
import {
  ADMIN_MESSAGES,
  bankTransferCsv,
  bankTransferRowOf,
  type EndOfDayResult,
} from '../../../shared/domain/money/bank-transfer';
import { senToRm, sumSen, ZERO_SEN, type Sen } from '../../../shared/domain/money/money';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, type Caller } from '../../core/caller';
import { presignGet, putObject } from '../../core/clients/s3';
import { mapLimit } from '../../core/concurrency';
import { env } from '../../core/env';
import { logger } from '../../core/powertools';
import { putBankBatch } from '../../data/advance-pay/bank-batches';
import { changedTransactionsItems, writeAdvanceTransactionItems } from '../../data/advance-pay/advance-transactions';
import { listAdvanceTransactionsWaiting } from '../../data/advance-pay/advance-transactions-waiting';
import { summaryKeysOf } from '../../data/advance-pay/advance-pay-summaries';
import { getOrg } from '../../data/organisations/orgs';
import { conditionFailedAt, conflictCodes, isWriteConflict } from '../../data/table/table';
import { sendWithdrawalNotices } from './withdrawal-notices';

/**
 * The end-of-day bank batch and the completion of what it sent (docs/rules.md#end-of-day), shared by
 * the admin callables (`endOfDayOnDemand`, `completeAllOnDemand`) and the scheduled job and its
 * worker (`runEndOfDay`).
 *
 * Every change is CONDITIONAL on the status and version (`modifiedAt`) read, through the
 * repository's `changedTransactionsItems`, so a transaction changed meanwhile (an admin's cancel,
 * another run that sent it) is left alone: running twice, or two runs at once, sends nothing twice.
 * The changes of one organisation go several per TransactWrite (with their summaries' updates,
 * at most 100 items); organisations run side by side with bounded concurrency. The scheduled job
 * runs one organisation per worker message (lambdas/workers/end-of-day.ts); an
 * administrator's run reads every organisation's queue in turn. A cancelled
 * TransactWrite is retried member by member, so one stale transaction does not hold back the rest.
 */

/** A DynamoDB transaction holds at most 100 items. */
const MAX_TRANSACT_ITEMS = 100;
/** Organisations processed at once (each organisation's groups run one after another: they share its summary shards). */
export const DEFAULT_CONCURRENCY = 8;

/** Who the scheduled end of day (its job and its work queue's worker) records as the author of its changes. */
export const END_OF_DAY_JOB = 'End-of-day job';
/** Attempts of a single change that loses a race on a summary item (TransactionConflict). */
const CONFLICT_ATTEMPTS = 6;
/** Presigned links last 5 minutes (as lambdas/core/uploads.ts). */
const LINK_SECONDS = 300;

type Change = { before: AdvanceTransactionRecord; after: AdvanceTransactionRecord };

/**
 * Groups of one organisation's changes whose TransactWrite stays within 100 items: each change
 * writes its transaction, plus one update per employee summary and per organisation summary
 * shard (of its period) touched by the group.
 */
export function groupChanges(changes: readonly Change[]): Change[][] {
  const groups: Change[][] = [];
  let current: Change[] = [];
  let summaries = new Set<string>();
  for (const change of changes) {
    const { orgId, employeeICNumber, periodKey } = change.after;
    const touched = summaryKeysOf(orgId, employeeICNumber, periodKey).map((k) => k.sk);
    const adds = touched.filter((k) => !summaries.has(k));
    if (current.length && current.length + 1 + summaries.size + adds.length > MAX_TRANSACT_ITEMS) {
      groups.push(current);
      current = [];
      summaries = new Set();
    }
    current.push(change);
    for (const k of touched) summaries.add(k);
  }
  if (current.length) groups.push(current);
  return groups;
}

/** The TransactWrite items of a group; a batch change also requires the transaction not yet sent to bank. */
const itemsOf = (group: readonly Change[], at: number, notSent: boolean) =>
  changedTransactionsItems(group, at, { notSentToBank: notSent });

/** One change on its own: true when written, false when the transaction was changed meanwhile. */
async function applyOne(change: Change, at: number, notSent: boolean): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await writeAdvanceTransactionItems(itemsOf([change], at, notSent));
      return true;
    } catch (err) {
      const codes = conflictCodes(err);
      if (!codes.length) throw err;
      // The transaction itself is no longer as read: someone else changed (or sent) it. Leave it.
      if (conditionFailedAt(err, 0)) return false;
      if (attempt >= CONFLICT_ATTEMPTS) {
        logger.warn('End of day: a change kept conflicting; it waits for the next run', {
          id: change.before.id,
          codes,
        });
        return false;
      }
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 50));
    }
  }
}

/**
 * Apply changes of many organisations: grouped per organisation, several per TransactWrite,
 * organisations side by side (`concurrency`). Answers the changes written.
 */
export async function applyChanges(
  changes: readonly Change[],
  opts: { at: number; notSent?: boolean; concurrency?: number },
): Promise<Change[]> {
  const byOrg = new Map<string, Change[]>();
  for (const c of changes) byOrg.set(c.after.orgId, [...(byOrg.get(c.after.orgId) ?? []), c]);
  const done: Change[][] = await mapLimit(
    [...byOrg.values()],
    opts.concurrency ?? DEFAULT_CONCURRENCY,
    async (orgChanges) => {
      const written: Change[] = [];
      for (const group of groupChanges(orgChanges)) {
        try {
          await writeAdvanceTransactionItems(itemsOf(group, opts.at, !!opts.notSent));
          written.push(...group);
        } catch (err) {
          if (!isWriteConflict(err)) throw err;
          for (const change of group) if (await applyOne(change, opts.at, !!opts.notSent)) written.push(change);
        }
      }
      return written;
    },
  );
  return done.flat();
}

/** The next version of a transaction: a status change recorded with who, when and why. */
function changed(
  tx: AdvanceTransactionRecord,
  at: number,
  by: string,
  patch: Partial<AdvanceTransactionRecord>,
  reason?: string,
): AdvanceTransactionRecord {
  // The version always moves on, even within the second it was last changed, so a run that read it before cannot write it again.
  const modifiedAt = Math.max(at, tx.modifiedAt + 1);
  const status = patch.status ?? tx.status;
  return {
    ...tx,
    ...patch,
    modifiedAt,
    modifiedBy: by,
    history: [...(tx.history ?? []), { status, at: modifiedAt, by, ...(reason ? { reason } : {}) }],
  };
}

/** Organisation names of the transactions that lack one (older items), one read per organisation. */
async function orgNames(txs: readonly AdvanceTransactionRecord[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const tx of txs) if (tx.orgName) names.set(tx.orgId, tx.orgName);
  const missing = [...new Set(txs.filter((t) => !names.has(t.orgId)).map((t) => t.orgId))];
  await mapLimit(missing, 8, async (orgId) => {
    const org = await getOrg(orgId);
    if (org) names.set(orgId, org.name);
  });
  return names;
}

export interface EndOfDayRun {
  batchId?: string;
  /** The transactions sent in this run, as written. */
  sent: AdvanceTransactionRecord[];
  totalNetSen: Sen;
  /** Object key of the CSV in the generated-files bucket (absent when nothing was sent). */
  key?: string;
  fileName?: string;
}

/** The object key of a batch's CSV: by Malaysian date, then batch id. */
export const bankTransferKey = (at: Date, batchId: string) => `bank-transfers/${klDate(at)}/${batchId}.csv`;

/**
 * The end-of-day batch: every approved transaction, and every processing one not yet sent to
 * bank (of all organisations, or of `orgId`), becomes processing with `sentToBank` and this run's
 * `batchId`; the ones actually changed go in ONE bank-transfer CSV in the generated-files bucket
 * and a batch record. Nothing waiting: nothing written.
 *
 * The changes are written before the file: a transaction is in a file only if this run won it.
 * Should anything fail after the first change (a write, the file, the batch record), every
 * transaction this run marked goes back to the queue (processing, not sent) before the error is
 * raised: no withdrawal is ever marked sent to bank without being in a bank file. Once the file and
 * the batch record are written, the employees of the withdrawals this run sent are told, with the
 * expected credit date (./withdrawal-notices.ts); a run that sent nothing, or failed, tells no one,
 * so a retried run never tells twice.
 */
export async function runEndOfDay(opts: {
  orgId?: string;
  by: string;
  at?: Date;
  concurrency?: number;
}): Promise<EndOfDayRun> {
  const now = opts.at ?? new Date();
  const at = epochSeconds(now);
  const waiting = (await listAdvanceTransactionsWaiting('endOfDay', opts.orgId)).filter(
    (t) => (t.status === 'approved' && !instantPayoutDue(t)) || (t.status === 'processing' && !t.sentToBank),
  );
  if (!waiting.length) return { sent: [], totalNetSen: ZERO_SEN };
  const batchId = ulid();
  const changes = waiting.map((before) => ({
    before,
    after: changed(before, at, opts.by, { status: 'processing', sentToBank: true, batchId }, 'Sent to bank'),
  }));
  let run: EndOfDayRun;
  try {
    run = await sendBatch(batchId, changes, now, opts);
  } catch (err) {
    await returnToQueue(batchId, opts.by, opts.orgId);
    throw err;
  }
  const sentIds = new Set(run.sent.map((t) => t.id));
  await sendWithdrawalNotices(changes.filter((c) => sentIds.has(c.after.id)));
  return run;
}

/** Mark the changes sent and write their one bank file and batch record. */
async function sendBatch(
  batchId: string,
  changes: Change[],
  now: Date,
  opts: { orgId?: string; by: string; concurrency?: number },
): Promise<EndOfDayRun> {
  const at = epochSeconds(now);
  const written = await applyChanges(changes, { at, notSent: true, concurrency: opts.concurrency });
  if (!written.length) return { sent: [], totalNetSen: ZERO_SEN };

  const names = await orgNames(written.map((c) => c.after));
  const sent = written
    .map((c) => ({ ...c.after, orgName: c.after.orgName ?? names.get(c.after.orgId) }))
    .sort((a, b) => (a.orgName ?? a.orgId).localeCompare(b.orgName ?? b.orgId) || a.id.localeCompare(b.id));
  const rows = sent.map(bankTransferRowOf);
  const totalNetSen = sumSen(rows.map((r) => r.netAmountSen));
  const key = bankTransferKey(now, batchId);
  const fileName = `bank-transfer-${klDate(now)}-${batchId}.csv`;
  await putObject({
    Bucket: env.filesBucket,
    Key: key,
    Body: bankTransferCsv(rows),
    ContentType: 'text/csv; charset=utf-8',
  });
  await putBankBatch({
    id: batchId,
    at,
    count: sent.length,
    totalNetSen,
    key,
    by: opts.by,
    ...(opts.orgId ? { orgId: opts.orgId } : {}),
  });
  logger.info('End of day: batch written', { batchId, count: sent.length, key });
  return { batchId, sent, totalNetSen, key, fileName };
}

/**
 * After a failed run: the transactions marked with `batchId` (sent to bank, waiting for
 * completion) become processing and not sent again, so the next end of day sends them in its file.
 */
async function returnToQueue(batchId: string, by: string, orgId?: string): Promise<void> {
  const marked = (await listAdvanceTransactionsWaiting('sentToBank', orgId)).filter(
    (t) => t.batchId === batchId && t.status === 'processing' && t.sentToBank,
  );
  if (!marked.length) return;
  const at = epochSeconds();
  const changes = marked.map((before) => {
    const { batchId: _sent, ...rest } = before;
    return {
      before,
      after: changed(
        rest,
        at,
        by,
        { sentToBank: false },
        'The bank file could not be written; waits for the next end of day',
      ),
    };
  });
  const back = await applyChanges(changes, { at });
  logger.error('End of day failed: its transactions are back in the queue', {
    batchId,
    marked: marked.length,
    returned: back.length,
  });
}

/** A presigned GET of a generated file, offered as a download under `fileName`. */
export async function presignGeneratedFile(key: string, fileName: string): Promise<string> {
  return presignGet(env.filesBucket, key, LINK_SECONDS, {
    contentDisposition: `attachment; filename="${fileName.replace(/"/g, '')}"`,
  });
}

/**
 * The callables' answer for a run: the count, the total, each withdrawal sent (who asked, IC number,
 * banking, net amount) and the CSV's download link.
 */
export async function endOfDayResult(run: EndOfDayRun): Promise<EndOfDayResult> {
  return {
    ...(run.batchId ? { batchId: run.batchId } : {}),
    count: run.sent.length,
    total: senToRm(run.totalNetSen),
    items: run.sent.map((t) => ({
      id: t.id,
      orgId: t.orgId,
      ...(t.orgName ? { orgName: t.orgName } : {}),
      createdBy: t.createdBy,
      employeeICNumber: t.employeeICNumber,
      ...(t.banking ? { banking: t.banking } : {}),
      netAmount: senToRm(t.netAmountSen ?? t.amountSen),
    })),
    ...(run.key && run.fileName
      ? { downloadUrl: await presignGeneratedFile(run.key, run.fileName), fileName: run.fileName }
      : {}),
  };
}

/**
 * `completeAll`: every processing transaction already sent to bank (of all organisations, or of
 * `orgId`) becomes completed with the transfer date, conditionally as above; the employees of the
 * ones this call completed are told. Answers how many.
 */
export async function completeAllSent(opts: {
  transferDate: string;
  orgId?: string;
  by: string;
  at?: Date;
  concurrency?: number;
}): Promise<{ count: number }> {
  const at = epochSeconds(opts.at ?? new Date());
  const waiting = (await listAdvanceTransactionsWaiting('sentToBank', opts.orgId)).filter(
    (t) => t.status === 'processing' && t.sentToBank === true,
  );
  const changes = waiting.map((before) => ({
    before,
    after: changed(before, at, opts.by, { status: 'completed', transferDate: opts.transferDate }),
  }));
  const written = await applyChanges(changes, { at, concurrency: opts.concurrency });
  await sendWithdrawalNotices(written);
  return { count: written.length };
}

/** A named organisation must exist (404 otherwise); none named: every organisation. */
async function requireNamedOrg(orgId: string | undefined): Promise<void> {
  if (orgId && !(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organisation not found!');
}

/** An administrator's end of day now (`advancePayAdmin-endOfDayProcessing`): of `orgId`, or of every organisation. */
export async function endOfDayOnDemand(caller: Caller, orgId: string | undefined): Promise<EndOfDayResult> {
  await requireNamedOrg(orgId);
  return endOfDayResult(await runEndOfDay({ orgId, by: callerName(caller) }));
}

/**
 * An administrator's `completeAll`: the transfer date may not be in the future (Malaysia time),
 * then `completeAllSent`.
 */
export async function completeAllOnDemand(
  caller: Caller,
  { transferDate, orgId }: { transferDate: string; orgId?: string },
): Promise<{ count: number }> {
  if (transferDate > klDate()) {
    throw new AppError('INVALID_ARGUMENT', ADMIN_MESSAGES.transferDateFuture, [
      { field: 'transferDate', message: ADMIN_MESSAGES.transferDateFuture },
    ]);
  }
  await requireNamedOrg(orgId);
  return completeAllSent({ transferDate, orgId, by: callerName(caller) });
}
