/**
 * `npm run bench -- partner-import`: a 20,000-row sales file
 * for the organisation code `demo`, dropped into the uploads bucket of a local stack of its own
 * exactly as a partner's system drops it (dev/drop.ts), processed by the bucket's trigger
 * until the uploaded document is COMPLETED. Reports the time from the drop to COMPLETED, rows per
 * second, the DynamoDB requests per row, and the ratio to a bare BatchWriteItem of the same items
 * (each row's sale, transaction-history row and log) on the same DynamoDB Local, and to a bare
 * TransactWriteItems of them.
 *
 *   npm run bench -- partner-import
 *   npm run bench -- partner-import --rows 5000
 *   npm run bench -- partner-import --baseline-rows 5000   # the bare writes of the first 5,000 rows only
 *
 * Not part of `npm test`: timings depend on the machine.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { asSen } from '../shared/domain/money/money';
import type { SaleRecord, UploadLog, UploadedDocument } from '../shared/domain/finance/uploaded-document';
import type { TransactionHistoryRecord } from '../shared/domain/advance-pay/transaction-history';
import { startLocalStack } from '../dev/stack';
import { dropFile } from '../dev/drop';
import { onEveryRequest } from '../test/support/dynamo-requests';
import { benchClient, putInTransactions } from './support/stack-table';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 20_000);
/**
 * Rows whose items the bare baselines write (default all of them). DynamoDB Local's BatchWrite
 * is slow (minutes for 60,000 items on a small machine), so repeated runs may time a first part of
 * the rows: the rates per row are compared, and the table says how many rows each case wrote.
 */
const BASELINE_ROWS = Math.min(arg('baseline-rows', ROWS), ROWS);
/** The demo organisation's login code (`domain`), which the rows name. */
const ORG_CODE = 'demo';
/** How long the import may take before the bench gives up. */
const TIMEOUT_MS = arg('timeout-minutes', 30) * 60_000;
const POLL_MS = 100;
/**
 * The bare BatchWrite's concurrency (as the end-of-day bench's). DynamoDB Local commits each item
 * of a BatchWriteItem on its own, so its BatchWrite is slower per item than one transaction of
 * the same items: the bench also times a bare TransactWrite, the stricter baseline there.
 */
const WRITE_CONCURRENCY = 16;

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** dd/MM/yyyy of a date (UTC parts; the day only matters for the month the sale lands in). */
const ddMMyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** One row's values: an amount of RM 10.00 to RM 59.99 (2 decimals), a date this month, a unique reference. */
function rowOf(run: string, i: number, today: Date) {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1 + (i % today.getUTCDate())));
  return {
    organisationCode: ORG_CODE,
    amountSen: 1000 + ((i * 37) % 5000),
    date: ddMMyyyy(day),
    isoDate: day.toISOString().slice(0, 10),
    reference: `BENCH-${run}-${String(i + 1).padStart(6, '0')}`,
  };
}

const csvOf = (rows: ReturnType<typeof rowOf>[]) =>
  [
    'organisationCode,amount,date,reference',
    ...rows.map((r) => `${r.organisationCode},${(r.amountSen / 100).toFixed(2)},${r.date},${r.reference}`),
  ].join('\n') + '\n';

/** Counts every request the product's SDK clients send (the trigger's), by service and command. */
function countProductRequests() {
  const counts = new Map<string, number>();
  // Every client created from now on counts, after the local access check still runs as before.
  onEveryRequest((client, command) => {
    const service = client instanceof DynamoDBClient ? 'DynamoDB' : client.constructor.name.replace(/Client$/, '');
    const name = `${service} ${command}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  const of = (service: string) =>
    [...counts].filter(([name]) => name.startsWith(`${service} `)).reduce((sum, [, n]) => sum + n, 0);
  return {
    dynamo: () => of('DynamoDB'),
    s3: () => of('S3'),
    byCommand: () =>
      [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, n]) => `${name} ${n}`)
        .join(', '),
    reset: () => {
      counts.clear();
    },
  };
}

/** The bench's own client (not counted): polls the document and does the bare BatchWrite. */
async function main() {
  log('Starting a local stack of its own (temporary folder, demo data)...');
  const stack = await startLocalStack({ web: 'none', quiet: true, seed: true });
  const work = mkdtempSync(join(tmpdir(), 'partner-import-bench-'));
  // Imported after the stack set the environment (table, endpoints).
  const { keys } = await import('../lambdas/data/table/keys');
  const { uploadedDocumentFromItem, uploadedDocumentId, uploadLogToItem } =
    await import('../lambdas/data/finance/uploaded-documents');
  const { saleToItem } = await import('../lambdas/data/finance/sales');
  const { transactionHistoryStoredItem } = await import('../lambdas/data/finance/transaction-history');
  const { mapLimit } = await import('../lambdas/core/concurrency');
  const { UPLOAD_TRIGGERS } = await import('../infra/upload-triggers');
  const { DROP_PREFIXES } = await import('../shared/domain/finance/uploaded-document');
  const counter = countProductRequests();
  const ddb = benchClient(stack);
  const tableName = stack.env.TABLE_NAME;

  try {
    if (!UPLOAD_TRIGGERS.some((t) => t.prefixes.includes(DROP_PREFIXES.SALES)))
      throw new Error(`No upload trigger reads ${DROP_PREFIXES.SALES} (infra/upload-triggers.ts): nothing to measure.`);

    const run = Date.now().toString(36).toUpperCase();
    const today = new Date();
    const rows = Array.from({ length: ROWS }, (_, i) => rowOf(run, i, today));
    const file = join(work, `bench-sales-${run}.csv`);
    writeFileSync(file, csvOf(rows));

    // 1. The drop, and the trigger's work until the document is COMPLETED.
    log(`Dropping a ${ROWS.toLocaleString('en')}-row sales file for '${ORG_CODE}' under ${DROP_PREFIXES.SALES}...`);
    // Whatever the seed dropped is processed first: only this file's work is counted.
    await stack.uploadsIdle();
    counter.reset();
    const started = performance.now();
    const dropped = await dropFile({ file, type: 'sales', s3: stack.config.localS3 });
    const documentId = uploadedDocumentId(dropped.key, dropped.eTag);
    const read = async (): Promise<UploadedDocument | undefined> => {
      const { Item } = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.uploadedDocument(documentId) }));
      return Item ? uploadedDocumentFromItem(Item) : undefined;
    };
    let doc = await read();
    let lastReport = started;
    while (doc?.status !== 'COMPLETED') {
      if (doc && doc.status !== 'PROCESSING')
        throw new Error(`The document ended ${doc.status}: ${doc.reason ?? `${doc.rowsFailed} failed rows`}`);
      const now = performance.now();
      if (now - started > TIMEOUT_MS) throw new Error(`Not COMPLETED after ${seconds(now - started)}`);
      if (now - lastReport > 10_000) {
        lastReport = now;
        log(`  ${seconds(now - started)}: ${doc ? `${doc.rowsDone} of ${doc.rowsTotal} rows` : 'no document yet'}`);
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
      doc = await read();
    }
    const importMs = performance.now() - started;
    // The trigger's last requests (after its final write) belong to the import too.
    await stack.uploadsIdle();
    const importRequests = counter.dynamo();
    const importS3 = counter.s3();
    const importByCommand = counter.byCommand();
    if (doc.rowsSucceeded !== ROWS || doc.rowsTotal !== ROWS)
      throw new Error(`COMPLETED with ${doc.rowsSucceeded} of ${doc.rowsTotal} rows, expected ${ROWS}`);
    log(`  COMPLETED in ${seconds(importMs)} (${doc.rowsSucceeded.toLocaleString('en')} rows)`);

    // 2. The bare BatchWrite of the same items (sale, transaction-history row, log of every row)
    //    under fresh ids, in an organisation and a document of their own.
    const build = (tag: string) => {
      const orgId = `bench-bare-${tag}-${run.toLowerCase()}`;
      const docId = createHash('sha256').update(`${orgId}\n${run}`).digest('hex').slice(0, 24);
      const at = Math.floor(Date.now() / 1000);
      return rows.slice(0, BASELINE_ROWS).flatMap((r, i) => {
        const id = createHash('sha256').update(`${orgId}\n${r.reference}`).digest('hex').slice(0, 24);
        const rowNo = i + 2;
        const sale: SaleRecord = {
          id,
          orgId,
          orgName: 'Bench Bare Sdn Bhd',
          amountSen: asSen(r.amountSen),
          date: r.isoDate,
          reference: r.reference,
          uploadedDocumentId: docId,
          rowNo,
          createdAt: at,
          modifiedAt: at,
        };
        const history: TransactionHistoryRecord = {
          id,
          orgId,
          orgName: sale.orgName,
          amountSen: sale.amountSen,
          description: `Sales ${r.reference}`,
          paymentDate: r.isoDate,
          status: 'COMPLETED',
          type: 'SALES',
          sourceId: id,
          createdAt: at,
        };
        const values = {
          organisationCode: r.organisationCode,
          amount: (r.amountSen / 100).toFixed(2),
          date: r.date,
          reference: r.reference,
        };
        const rowLog: UploadLog = {
          id: String(rowNo),
          uploadedDocumentId: docId,
          rowNo,
          status: 'SUCCESS',
          metadata: JSON.stringify({ values, orgId, orgName: sale.orgName, saleId: id }),
          errorMessage: '',
          errorMetadata: '',
          createdAt: at,
        };
        return [saleToItem(sale), transactionHistoryStoredItem(history), uploadLogToItem(rowLog)] as Record<
          string,
          unknown
        >[];
      });
    };
    /** BatchWriteItem, 25 items a request, `concurrency` at a time, unprocessed items sent again. */
    const batchWrite = async (items: Record<string, unknown>[], concurrency: number) => {
      let requests = 0;
      const chunks: Record<string, unknown>[][] = [];
      for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
      await mapLimit(chunks, concurrency, async (chunk) => {
        let puts = chunk.map((Item) => ({ PutRequest: { Item } }));
        while (puts.length) {
          requests++;
          const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: puts } }));
          puts = (out.UnprocessedItems?.[tableName] ?? []) as typeof puts;
        }
      });
      return requests;
    };
    /** TransactWriteItems of whole rows (3 items each), up to 99 items a request, one after the other. */
    const transactWrite = (items: Record<string, unknown>[]) =>
      putInTransactions(ddb, tableName, items, { perRequest: 99 });
    const timed = async (what: string, write: () => Promise<number>) => {
      log(what);
      const t = performance.now();
      const requests = await write();
      return { ms: performance.now() - t, requests };
    };
    const batchItems = build('batch');
    const bare = await timed(
      `Bare BatchWrite of the same items (${BASELINE_ROWS.toLocaleString('en')} rows: ${batchItems.length.toLocaleString('en')} items), ${WRITE_CONCURRENCY} requests at a time...`,
      () => batchWrite(batchItems, WRITE_CONCURRENCY),
    );
    const transactItems = build('transact');
    const bareTransact = await timed('Bare TransactWrite of the same items, 33 rows a request, sequential...', () =>
      transactWrite(transactItems),
    );

    const caseRow = (name: string, rowCount: number, ms: number, requests: number) => [
      name,
      rowCount.toLocaleString('en'),
      seconds(ms),
      (rowCount / (ms / 1000)).toFixed(0),
      `${requests}`,
      (requests / rowCount).toFixed(3),
    ];
    const table = [
      caseRow('drop → COMPLETED (trigger)', ROWS, importMs, importRequests),
      caseRow(`bare BatchWrite, ${WRITE_CONCURRENCY} at a time`, BASELINE_ROWS, bare.ms, bare.requests),
      caseRow('bare TransactWrite, sequential', BASELINE_ROWS, bareTransact.ms, bareTransact.requests),
    ];
    /** How fast the import is next to a baseline, per row (1 = as fast). */
    const speedRatio = (baselineMs: number) => (baselineMs / BASELINE_ROWS / (importMs / ROWS)).toFixed(2);
    const headings = ['case', 'rows', 'wall time', 'rows / s', 'DynamoDB requests', 'requests / row'];
    const widths = headings.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
    const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    log('');
    log(`Partner import: a ${ROWS.toLocaleString('en')}-row sales file dropped into the local uploads bucket`);
    log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, DynamoDB Local, s3rver`,
    );
    log('');
    log(line(headings));
    log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of table) log(line(r));
    log('');
    log(`Import requests by command: ${importByCommand} (${importS3} S3 requests of the trigger).`);
    log(
      `Speed ratio (rows / s) import / bare BatchWrite: ${speedRatio(bare.ms)} (goal: at least 0.50); import / bare TransactWrite: ${speedRatio(bareTransact.ms)}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    ddb.destroy();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
