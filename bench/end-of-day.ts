/**
 * `npm run bench`: the end-of-day batch over 10,000 approved withdrawals across 50 organisations,
 * on a local stack of its own (a temporary folder, free ports; the developer's data is never
 * touched): in one run over every organisation (the administrator's callable), and fanned out one
 * organisation per run, 8 at a time (the scheduled job's worker, lambdas/workers/end-of-day.ts).
 * Reports wall time, DynamoDB requests per withdrawal, and the ratio to a bare loop of the same
 * number of conditional UpdateItem calls on the same DynamoDB Local.
 *
 *   npm run bench -- end-of-day        # 10,000 withdrawals, 50 organisations
 *   npm run bench -- end-of-day --withdrawals 2000 --orgs 10
 *
 * Not part of `npm test`: timings depend on the machine.
 */
import { cpus, totalmem } from 'node:os';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { periodOf } from '../shared/domain/advance-pay/advance-pay';
import type { AdvanceTransactionRecord } from '../shared/domain/advance-pay/advance-transaction';
import { epochSeconds } from '../shared/domain/time/time';
import { asSen } from '../shared/domain/money/money';
import { startLocalStack } from '../dev/stack';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const WITHDRAWALS = arg('withdrawals', 10_000);
const ORGS = arg('orgs', 50);
const EMPLOYEES_PER_ORG = arg('employees', 20);
const WRITE_CONCURRENCY = 16;

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  log(`Starting a local stack of its own (temporary folder)...`);
  const stack = await startLocalStack({ web: 'none', quiet: true, seed: false });
  // Imported after the stack set the environment (table, endpoints).
  const { ddbDoc } = await import('../lambdas/core/clients/dynamodb');
  const { env } = await import('../lambdas/core/env');
  const { toAdvanceTransactionItem } = await import('../lambdas/data/advance-pay/advance-transactions');
  const { keys } = await import('../lambdas/data/table/keys');
  const { runEndOfDay, DEFAULT_CONCURRENCY } = await import('../lambdas/services/advance-pay/end-of-day');
  const { mapLimit } = await import('../lambdas/core/concurrency');

  // Every request the document client sends, by command.
  const counts = new Map<string, number>();
  (await ddbDoc()).middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'unknown';
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'benchRequestCounter' },
  );
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  const resetCounts = () => counts.clear();

  try {
    const period = periodOf();
    const at = epochSeconds() - 3600;
    const txOf = (orgIndex: number, i: number, orgPrefix: string): AdvanceTransactionRecord => {
      const orgId = `${orgPrefix}-${String(orgIndex).padStart(3, '0')}`;
      const employee = `9${String(orgIndex).padStart(3, '0')}${String(i % EMPLOYEES_PER_ORG).padStart(8, '0')}`;
      return {
        id: ulid(),
        orgId,
        orgName: `Bench Org ${orgIndex} Sdn Bhd`,
        employeeICNumber: employee,
        email: `e${i}@bench.test`,
        status: 'approved',
        period: period.text,
        periodKey: period.key,
        amountSen: asSen(20_000),
        feeSen: asSen(1000),
        netAmountSen: asSen(19_000),
        serviceFeePaidBy: 'employee',
        salarySen: asSen(300_000),
        banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: `1140${String(i).padStart(8, '0')}` },
        reasonForWithdrawal: 'Bills',
        createdBy: `Employee ${employee}`,
        createdAt: at,
        modifiedAt: at,
        modifiedBy: 'bench',
        history: [
          { status: 'pending', at, by: 'bench' },
          { status: 'approved', at, by: 'bench' },
        ],
      };
    };
    const build = (orgPrefix: string) =>
      Array.from({ length: WITHDRAWALS }, (_, n) => txOf(n % ORGS, Math.floor(n / ORGS), orgPrefix));
    /**
     * The organisations' records of a set: a run over every organisation walks the organisations
     * partition (lambdas/data/table/org-walk.ts), so the withdrawals' organisations must exist there.
     */
    const orgRecords = (txs: readonly AdvanceTransactionRecord[]) =>
      [...new Map(txs.map((tx) => [tx.orgId, tx.orgName ?? tx.orgId])).entries()].map(([id, name]) => ({
        ...keys.org(id),
        entity: 'organisation',
        version: 1,
        id,
        name,
      }));

    /** Stores items fast: BatchWriteItem, 25 a request, several at once, unprocessed items sent again. */
    const store = async (items: Record<string, unknown>[]) => {
      const chunks: Record<string, unknown>[][] = [];
      for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
      await mapLimit(chunks, WRITE_CONCURRENCY, async (chunk) => {
        let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const out = await (
            await ddbDoc()
          ).send(new BatchWriteCommand({ RequestItems: { [env.tableName]: requests } }));
          requests = (out.UnprocessedItems?.[env.tableName] ?? []) as typeof requests;
        }
      });
    };

    log(
      `Writing ${WITHDRAWALS.toLocaleString('en')} approved withdrawals across ${ORGS} organisations (${EMPLOYEES_PER_ORG} employees each)...`,
    );
    let t = performance.now();
    const benchItems = build('bench');
    await store([...orgRecords(benchItems), ...benchItems.map(toAdvanceTransactionItem)]);
    log(`  written in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // 1. The end of day over all of them.
    resetCounts();
    t = performance.now();
    const run = await runEndOfDay({ by: 'bench' });
    const eodMs = performance.now() - t;
    const eodRequests = total();
    const eodByCommand = [...counts].map(([k, v]) => `${k} ${v}`).join(', ');
    if (run.sent.length !== WITHDRAWALS) throw new Error(`End of day sent ${run.sent.length}, expected ${WITHDRAWALS}`);

    // 2. A second run: nothing waiting, nothing written.
    resetCounts();
    t = performance.now();
    const again = await runEndOfDay({ by: 'bench' });
    const againMs = performance.now() - t;
    const againRequests = total();
    if (again.sent.length !== 0) throw new Error(`The second run sent ${again.sent.length}`);

    // 2b. Fanned out as the scheduled job does: one run per organisation (one worker message
    // each), DEFAULT_CONCURRENCY organisations at a time as parallel workers would.
    const fanItems = build('fan');
    await store([...orgRecords(fanItems), ...fanItems.map(toAdvanceTransactionItem)]);
    const fanOrgs = [...new Set(fanItems.map((tx) => tx.orgId))];
    resetCounts();
    t = performance.now();
    const perOrg = await mapLimit(fanOrgs, DEFAULT_CONCURRENCY, (orgId) => runEndOfDay({ by: 'bench', orgId }));
    const fanMs = performance.now() - t;
    const fanRequests = total();
    const fanByCommand = [...counts].map(([k, v]) => `${k} ${v}`).join(', ');
    const fanSent = perOrg.reduce((n, r) => n + r.sent.length, 0);
    if (fanSent !== WITHDRAWALS) throw new Error(`The fanned-out end of day sent ${fanSent}, expected ${WITHDRAWALS}`);

    // 3. The bare loop: the same number of conditional UpdateItem calls on other items of the same table.
    const bareItems = build('bare');
    await store(bareItems.map(toAdvanceTransactionItem));
    const update = async (tx: AdvanceTransactionRecord) =>
      (await ddbDoc()).send(
        new UpdateCommand({
          TableName: env.tableName,
          Key: { pk: `ORG#${tx.orgId}`, sk: `ADV#${tx.employeeICNumber}#${tx.id}` },
          UpdateExpression: 'SET #s = :processing, sentToBank = :true',
          ConditionExpression: '#s = :approved',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':processing': 'processing', ':approved': 'approved', ':true': true },
        }),
      );
    log('Bare loop: one conditional UpdateItem after the other...');
    resetCounts();
    t = performance.now();
    for (const tx of bareItems) await update(tx);
    const bareMs = performance.now() - t;
    const bareRequests = total();

    // 4. The same updates, DEFAULT_CONCURRENCY at a time (the end of day's own concurrency).
    const bareParallel = build('barepar');
    await store(bareParallel.map(toAdvanceTransactionItem));
    resetCounts();
    t = performance.now();
    await mapLimit(bareParallel, DEFAULT_CONCURRENCY, update);
    const bareParMs = performance.now() - t;

    const rows: [string, string, string, string][] = [
      [
        'end of day (all waiting)',
        `${(eodMs / 1000).toFixed(2)} s`,
        `${eodRequests}`,
        (eodRequests / WITHDRAWALS).toFixed(4),
      ],
      ['end of day, second run', `${(againMs / 1000).toFixed(2)} s`, `${againRequests}`, '-'],
      [
        `end of day per organisation, ${DEFAULT_CONCURRENCY} at a time`,
        `${(fanMs / 1000).toFixed(2)} s`,
        `${fanRequests}`,
        (fanRequests / WITHDRAWALS).toFixed(4),
      ],
      [
        'bare loop, sequential UpdateItem',
        `${(bareMs / 1000).toFixed(2)} s`,
        `${bareRequests}`,
        (bareRequests / WITHDRAWALS).toFixed(4),
      ],
      [`bare loop, ${DEFAULT_CONCURRENCY} at a time`, `${(bareParMs / 1000).toFixed(2)} s`, `${WITHDRAWALS}`, '1.0000'],
    ];
    const widths = [0, 1, 2, 3].map((i) =>
      Math.max(
        ...rows.map((r) => r[i].length),
        ['case', 'wall time', 'DynamoDB requests', 'requests / withdrawal'][i].length,
      ),
    );
    const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    log('');
    log(
      `End of day: ${WITHDRAWALS.toLocaleString('en')} approved withdrawals, ${ORGS} organisations, ${EMPLOYEES_PER_ORG} employees each`,
    );
    log(
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, DynamoDB Local`,
    );
    log('');
    log(line(['case', 'wall time', 'DynamoDB requests', 'requests / withdrawal']));
    log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) log(line(r));
    log('');
    log(`End of day requests by command: ${eodByCommand}; plus 1 S3 PutObject (the CSV, ${run.sent.length} lines).`);
    log(`Per organisation, requests by command: ${fanByCommand}; plus ${fanOrgs.length} S3 PutObject (one CSV each).`);
    log(
      `Ratio end of day / sequential bare loop: ${(eodMs / bareMs).toFixed(2)} (time), ${(eodRequests / bareRequests).toFixed(4)} (requests)`,
    );
    log(`Ratio end of day / bare loop ${DEFAULT_CONCURRENCY} at a time: ${(eodMs / bareParMs).toFixed(2)} (time)`);
    log(
      `Ratio per organisation ${DEFAULT_CONCURRENCY} at a time / sequential bare loop: ${(fanMs / bareMs).toFixed(2)} (time); / bare loop ${DEFAULT_CONCURRENCY} at a time: ${(fanMs / bareParMs).toFixed(2)} (time)`,
    );
  } finally {
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
