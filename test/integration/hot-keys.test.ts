import { describe, expect, it } from 'vitest';
import { periodFromKey } from '../../shared/domain/advance-pay/advance-pay';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { sendToQueue, setQueueTransport } from '../../lambdas/core/clients/queues';
import { getOrgMonthSummary, sumShards } from '../../lambdas/data/advance-pay/advance-pay-summaries';
import {
  getAdvanceTransaction,
  listPeriodAdvanceTransactions,
  listPeriodAdvanceTransactionsPage,
} from '../../lambdas/data/advance-pay/advance-transactions';
import { ORG_SUMMARY_SHARDS, keys } from '../../lambdas/data/table/keys';
import { WALK_READS_PER_PAGE } from '../../lambdas/data/table/org-walk';
import { allSummaryShards } from '../../lambdas/data/advance-pay/summary-shards';
import { table } from '../../lambdas/data/table/table';
import { runAs } from '../../dev/access-check';
import { lambdaContext, loadHandler } from '../../dev/handlers';
import { ensureLocalQueues } from '../../dev/queues';
import { scheduledEvent } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { freshAdvancePayOrg, storeWithdrawal } from '../support/advance-pay';
import { countRequests } from '../support/dynamo-requests';

/**
 * No hot key (docs/data-model.md#access-patterns): an organisation's withdrawals update the
 * shards of its month summary, the month across organisations is walked organisation by
 * organisation, and the end of day runs one organisation per message.
 */

const ics = (n: number) => Array.from({ length: n }, (_, i) => `${String(800101 + i)}14${String(1000 + i)}`);

describe('sharded organisation summaries', () => {
  it('concurrent withdrawals of one organisation land on several shards; the summary is their exact sum', async () => {
    const org = await freshAdvancePayOrg();
    const period = periodFromKey('2031-03');
    const employees = ics(16);
    // Two withdrawals per employee, all at once.
    const stored = await Promise.all(
      [...employees, ...employees].map((ic, i) =>
        storeWithdrawal(org.id, ic, {
          period,
          amount: 100 + i,
          status: (['pending', 'approved', 'completed', 'rejected'] as const)[i % 4],
          reasonForWithdrawal: i % 2 ? 'Bills' : 'Medical',
        }),
      ),
    );
    const shards = await table.batchGet(
      allSummaryShards().map((s) => keys.orgMonthSummaryShard(org.id, period.key, s)),
    );
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(ORG_SUMMARY_SHARDS);
    // No shard holds every withdrawal.
    for (const shard of shards) {
      const count = Object.entries(shard)
        .filter(([k]) => k.startsWith('count#'))
        .reduce((n, [, v]) => n + Number(v), 0);
      expect(count).toBeLessThan(stored.length);
    }

    const summary = await getOrgMonthSummary(org.id, period.key);
    const all = await listPeriodAdvanceTransactions(period.key, org.id);
    expect(all).toHaveLength(stored.length);
    const by = (status: string) => all.filter((t) => t.status === status);
    for (const status of ['pending', 'approved', 'completed', 'rejected'] as const) {
      expect(summary.counts[status]).toBe(by(status).length);
      expect(summary.amountsSen[status]).toBe(by(status).reduce((s, t) => s + t.amountSen, 0));
    }
    expect(summary).toEqual({ ...sumShards(shards, period.key), orgId: org.id });
  });

  it('reads an organisation summary with one BatchGet', async () => {
    const org = await freshAdvancePayOrg();
    await storeWithdrawal(org.id, ics(1)[0], { period: periodFromKey('2031-04') });
    const { result, requests } = await countRequests(() => getOrgMonthSummary(org.id, '2031-04'));
    expect(result.counts.pending).toBe(1);
    expect(requests).toBe(1);
  });
});

describe("the administrators' month across organisations", () => {
  it('pages organisation by organisation, each page within the read bound of the walk, every withdrawal once', async () => {
    const period = periodFromKey('2031-05');
    const orgs = await Promise.all([freshAdvancePayOrg(), freshAdvancePayOrg(), freshAdvancePayOrg()]);
    const mine = new Map<string, AdvanceTransactionRecord>();
    for (const [i, org] of orgs.entries())
      for (const ic of ics(i + 2)) {
        const tx = await storeWithdrawal(org.id, ic, { period });
        mine.set(tx.id, tx);
      }

    const seen: AdvanceTransactionRecord[] = [];
    let start: Record<string, unknown> | undefined;
    for (let pages = 0; ; pages++) {
      const { result, requests } = await countRequests(() =>
        listPeriodAdvanceTransactionsPage(period.key, { start, limit: 3 }),
      );
      expect(requests).toBeLessThanOrEqual(WALK_READS_PER_PAGE);
      expect(result.items.length).toBeLessThanOrEqual(3);
      seen.push(...result.items);
      start = result.next;
      if (!start) break;
      expect(pages).toBeLessThan(10_000);
    }
    const ours = seen.filter((t) => mine.has(t.id));
    expect(ours.map((t) => t.id).sort()).toEqual([...mine.keys()].sort());
    expect(new Set(seen.map((t) => t.id)).size).toBe(seen.length);
    // By organisation (id order), then oldest first; the whole list reads the same.
    const order = [...orgs].sort((a, b) => a.id.localeCompare(b.id)).map((o) => o.id);
    expect(ours.map((t) => t.orgId)).toEqual(
      [...ours.map((t) => t.orgId)].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
    const whole = (await listPeriodAdvanceTransactions(period.key)).filter((t) => mine.has(t.id));
    expect(whole.map((t) => t.id)).toEqual(ours.map((t) => t.id));
  });

  it('refuses a position it did not issue', async () => {
    await expect(listPeriodAdvanceTransactionsPage('2031-05', { start: { pk: 'x' }, limit: 3 })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });
});

describe('the end of day fanned out per organisation', () => {
  const job = SCHEDULED_JOBS.find((j) => j.name === 'end-of-day')!;
  /** Deliver messages to the end-of-day work queue's worker (the local queues, as SQS would) and wait for them. */
  const deliver = async (...messages: unknown[]) => {
    const queues = ensureLocalQueues();
    await sendToQueue('end-of-day', messages);
    await queues.idle();
    return queues;
  };

  it('the schedule sends one message per organisation with withdrawals waiting, and none for the others', async () => {
    const [busy, idle] = await Promise.all([freshAdvancePayOrg(), freshAdvancePayOrg()]);
    await storeWithdrawal(busy.id, ics(1)[0], { status: 'approved' });
    await storeWithdrawal(idle.id, ics(1)[0], { status: 'pending' });
    const sent: { queue: string; bodies: readonly string[] }[] = [];
    // Capture the messages instead of running them: the other test files' organisations wait too.
    ensureLocalQueues().stop();
    setQueueTransport((queue, bodies) => {
      sent.push({ queue, bodies });
      return Promise.resolve();
    });
    try {
      const handler = await loadHandler(job.handlerPath);
      const result = (await runAs({ kind: 'job', name: job.name, access: job.access }, () =>
        handler(scheduledEvent(job), lambdaContext(job.name, 900)),
      )) as { organisations: number };
      expect(result.organisations).toBe(sent.flatMap((s) => s.bodies).length);
    } finally {
      setQueueTransport(undefined);
      ensureLocalQueues();
    }
    expect(sent.every((s) => s.queue === 'end-of-day')).toBe(true);
    const orgIds = sent.flatMap((s) => s.bodies).map((b) => (JSON.parse(b) as { orgId: string }).orgId);
    expect(orgIds).toContain(busy.id);
    expect(orgIds).not.toContain(idle.id);
    expect(new Set(orgIds).size).toBe(orgIds.length);
  });

  it("the worker runs one organisation's end of day; a message run again sends nothing twice", async () => {
    const [org, other] = await Promise.all([freshAdvancePayOrg(), freshAdvancePayOrg()]);
    const tx = await storeWithdrawal(org.id, ics(1)[0], { status: 'approved' });
    const untouched = await storeWithdrawal(other.id, ics(1)[0], { status: 'approved' });
    await deliver({ orgId: org.id });
    const sent = await getAdvanceTransaction(org.id, tx.employeeICNumber, tx.id);
    expect(sent).toMatchObject({ status: 'processing', sentToBank: true, modifiedBy: 'End-of-day job' });
    expect(sent?.batchId).toEqual(expect.any(String));
    // Redelivered: nothing waits any more, nothing changes.
    await deliver({ orgId: org.id });
    expect(await getAdvanceTransaction(org.id, tx.employeeICNumber, tx.id)).toEqual(sent);
    // The other organisation's withdrawal is its own message's business.
    expect((await getAdvanceTransaction(other.id, untouched.employeeICNumber, untouched.id))?.status).toBe('approved');
  });

  it('a message naming no organisation fails after its retries and goes to the dead letters', async () => {
    const queues = await deliver({});
    expect(queues.deadLetters).toContainEqual({ queue: 'end-of-day', body: '{}' });
  });
});
