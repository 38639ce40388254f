/**
 * `npm run bench -- cost`: what a month of the product costs on AWS per 1,000 active employees.
 *
 * On a local stack of its own, an organisation of `--sample` employees (default 20) goes through the
 * month's work once (bench/support/month-mix.ts): each employee's dashboard, balance, code and
 * request, each request listed and approved by the Manager, the end of day (run with the approved
 * withdrawals, then again with nothing waiting), the administrator's completion, the monthly
 * statements, and the daily and weekly jobs. Each step is measured as it runs: the handler's wall
 * time (billed as Lambda duration at the memory CDK deploys it with), and what it consumed as AWS
 * bills it (bench/support/consumed-capacity.ts: DynamoDB request units as DynamoDB reports them,
 * S3 requests, e-mails and SMS). The month's counts of each step times what one consumed, priced
 * with AWS's on-demand prices (bench/support/aws-prices.ts, dated), give the bill per service and
 * per step (bench/support/cost-model.ts).
 *
 * Durations are of warm calls on this machine against DynamoDB Local (each callable is called
 * once before the clock starts); the request units, requests and messages do not depend on the
 * machine. Options: `--sample 20 --employees 1000 --org-size 200`.
 *
 * Not part of `npm test`.
 */
import { loadavg } from 'node:os';
import { startLocalStack } from '../dev/stack';
import { setLogSink } from '../lambdas/core/powertools';
import { runAs } from '../dev/access-check';
import { lambdaContext, loadHandler } from '../dev/handlers';
import { runJob } from '../dev/scheduler';
import { SCHEDULED_JOBS, jobMemoryMb } from '../infra/schedules';
import { workQueue, workerMemoryMb } from '../infra/work-queues';
import { getCallable, type CallableInput, type CallableName } from '../shared/callables';
import { callableMemoryMb, handlerPath } from '../shared/registry/define';
import { periodOf } from '../shared/domain/advance-pay/advance-pay';
import { klDate } from '../shared/domain/time/time';
import { AWS_PRICES } from './support/aws-prices';
import { benchWorld, callEvent, codeSentTo } from './support/cold-start';
import { countConsumption, noConsumption, type Consumption } from './support/consumed-capacity';
import { beyond, monthBill, plus, scaled, type MonthStep } from './support/cost-model';
import { DEFAULT_MIX, monthCounts } from './support/month-mix';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SAMPLE = arg('sample', 20);
const mix = { ...DEFAULT_MIX, employees: arg('employees', DEFAULT_MIX.employees), orgSize: arg('org-size', 200) };
const log = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One measured occurrence: billed milliseconds (per invocation, rounded up), invocations, consumption. */
interface Measured {
  billedMs: number;
  invocations: number;
  consumed: Consumption;
}

/** Set once the stack runs (its access check is the client hook the counter goes after). */
let counter: ReturnType<typeof countConsumption> | undefined;

/** Run `fn` as `invocations` Lambda invocations and measure it. */
async function measure(invocations: number, fn: () => Promise<unknown>): Promise<Measured> {
  if (!counter) throw new Error('Start the stack first');
  counter.reset();
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  // Each invocation is billed rounded up to the millisecond; the wall time is shared among them.
  return { billedMs: Math.ceil(ms / invocations) * invocations, invocations, consumed: counter.current() };
}

/** A callable's handler called in this process, as the gateway calls it; fails on any answer but 200. */
async function call<N extends CallableName>(name: N, input: CallableInput<N>, claims: Record<string, string>) {
  const handler = await loadHandler(handlerPath(name));
  const answer = (await runAs({ kind: 'callable', name, access: getCallable(name).access }, () =>
    handler(callEvent(name, input, claims), lambdaContext(name)),
  )) as { statusCode: number; body: string };
  if (answer.statusCode !== 200) throw new Error(`${name} answered ${String(answer.statusCode)}: ${answer.body}`);
  return JSON.parse(answer.body) as unknown;
}

/** The average of several measured occurrences of one step. */
const average = (runs: Measured[]): Measured => {
  const sum = runs.reduce((acc, r) => plus(acc, r.consumed), noConsumption());
  return {
    billedMs: runs.reduce((a, r) => a + r.billedMs, 0) / runs.length,
    invocations: runs[0].invocations,
    consumed: scaled(sum, 1 / runs.length),
  };
};

const job = (name: string) => {
  const found = SCHEDULED_JOBS.find((j) => j.name === name);
  if (!found) throw new Error(`No scheduled job ${name}`);
  return found;
};

async function main() {
  log(
    `Cost: a month of ${String(mix.employees)} employees (organisations of ${String(mix.orgSize)}), measured on a sample of ${String(SAMPLE)} (load average ${load()})`,
  );
  const stack = await startLocalStack({ web: 'none', quiet: true });
  counter = countConsumption();
  // The handlers' log lines are written as deployed (formatted), but not onto this report.
  setLogSink(() => undefined, { only: true });
  try {
    // Employee 0 warms each callable up (its first call loads the handler's modules); 1..SAMPLE are measured.
    const world = await benchWorld(SAMPLE + 1);
    const period = periodOf().key;
    const steps = new Map<string, Measured[]>();
    const add = (name: string, m: Measured) => steps.set(name, [...(steps.get(name) ?? []), m]);

    for (const [i, person] of world.employees.entries()) {
      const warm = i === 0;
      const step = async (name: string, fn: () => Promise<unknown>) => {
        if (warm) await fn();
        else add(name, await measure(1, fn));
      };
      await step('dashboard', () => call('advancePayEmployee-employeeDashboard', {}, person.claims));
      await step('balance', () => call('advancePayEmployee-getAdvancePayBalance', {}, person.claims));
      await step('code', () =>
        call('advancePayEmployee-sendVerificationCode', { amount: 100, reason: 'Bills' }, person.claims),
      );
      const code = await codeSentTo(person.mobile);
      const input = { amount: 100, reasonForWithdrawal: 'Bills' as const, verificationCode: code };
      await step('request', () => call('advancePayEmployee-initiateTransaction', input, person.claims));
      let pending: { id: string; employeeICNumber: string } | undefined;
      await step('managerList', async () => {
        const list = (await call('advancePayManagement-getTransactions', { period }, world.manager)) as {
          items: { id: string; employeeICNumber: string; status: string }[];
        };
        pending = list.items.find((t) => t.status === 'pending' && t.employeeICNumber === person.icNumber);
      });
      if (!pending) throw new Error(`The Manager's list has no pending request of ${person.icNumber}`);
      const approve = {
        status: 'approved' as const,
        transactionId: pending.id,
        employeeICNumber: pending.employeeICNumber,
      };
      await step('managerApproval', () => call('advancePayManagement-updateTransaction', approve, world.manager));
    }

    // The end of day: one run with every approved withdrawal of the sample (W), then one with nothing waiting.
    const withdrawals = SAMPLE + 1;
    const endOfDay = job('end-of-day');
    const eodInvocations = 2; // the job and the organisation's worker
    const withWork = await measure(eodInvocations, () => runJob(endOfDay));
    const empty = await measure(1, () => runJob(endOfDay));
    add('endOfDayRun', empty);
    add('endOfDayWithdrawal', {
      billedMs: Math.max(0, withWork.billedMs - empty.billedMs) / withdrawals,
      invocations: 1 / withdrawals,
      consumed: scaled(beyond(withWork.consumed, empty.consumed), 1 / withdrawals),
    });
    const completed = await measure(1, () =>
      call('advancePayAdmin-completeAll', { transferDate: klDate(new Date()), orgId: world.orgId }, world.admin),
    );
    add('completeWithdrawal', {
      ...completed,
      invocations: 1 / withdrawals,
      billedMs: completed.billedMs / withdrawals,
      consumed: scaled(completed.consumed, 1 / withdrawals),
    });

    // The statements of this month, as the job makes them just after it closes (day 1, 00:30 Malaysia time).
    // The month is Malaysia's (the withdrawals'), not UTC's: from 16:00 UTC on a month's last day they differ.
    const [year, month] = periodOf().key.split('-').map(Number);
    const close = new Date(Date.UTC(year, month, 1, 0, 30) - 8 * 3600_000);
    const statements = await measure(2, () => runJob(job('monthly-statements'), close));
    const perEmployee = (m: Measured): Measured => ({
      billedMs: m.billedMs / withdrawals,
      invocations: m.invocations / withdrawals,
      consumed: scaled(m.consumed, 1 / withdrawals),
    });
    add('statement', perEmployee(statements));
    for (const daily of ['earned-wage-accrual', 'personal-data-retention'])
      add('dailyJobPerEmployee', perEmployee(await measure(1, () => runJob(job(daily)))));
    add('weeklyJobPerEmployee', perEmployee(await measure(1, () => runJob(job('employee-counts')))));

    const counts = monthCounts(mix);
    const memory: Record<string, number> = {
      dashboard: callableMemoryMb(getCallable('advancePayEmployee-employeeDashboard')),
      balance: callableMemoryMb(getCallable('advancePayEmployee-getAdvancePayBalance')),
      code: callableMemoryMb(getCallable('advancePayEmployee-sendVerificationCode')),
      request: callableMemoryMb(getCallable('advancePayEmployee-initiateTransaction')),
      managerList: callableMemoryMb(getCallable('advancePayManagement-getTransactions')),
      managerApproval: callableMemoryMb(getCallable('advancePayManagement-updateTransaction')),
      completeWithdrawal: callableMemoryMb(getCallable('advancePayAdmin-completeAll')),
      endOfDayRun: jobMemoryMb(endOfDay),
      endOfDayWithdrawal: workerMemoryMb(workQueue('end-of-day')),
      statement: workerMemoryMb(workQueue('monthly-statements')),
      dailyJobPerEmployee: jobMemoryMb(job('earned-wage-accrual')),
      weeklyJobPerEmployee: jobMemoryMb(job('employee-counts')),
    };
    const isCall = (name: string) =>
      !name.startsWith('endOfDay') && !name.endsWith('PerEmployee') && name !== 'statement';
    const monthSteps: MonthStep[] = [...steps].map(([name, runs]) => {
      const m = name === 'dailyJobPerEmployee' ? sumOf(runs) : average(runs);
      return {
        name,
        perMonth: counts[name as keyof typeof counts],
        invocations: m.invocations,
        billedMs: m.billedMs,
        memoryMb: memory[name],
        apiRequests: isCall(name) ? m.invocations : 0,
        consumed: m.consumed,
      };
    });
    report(monthSteps);
  } finally {
    counter.stop();
    setLogSink(undefined);
    await stack.stop();
  }
}

/** Two daily jobs measured as one step: their sums (each runs every day). */
function sumOf(runs: Measured[]): Measured {
  const avg = average(runs);
  return {
    billedMs: avg.billedMs * runs.length,
    invocations: avg.invocations * runs.length,
    consumed: scaled(avg.consumed, runs.length),
  };
}

function report(steps: MonthStep[]) {
  const bill = monthBill(steps, AWS_PRICES);
  const usd = (n: number) => `$${n.toFixed(n < 1 ? 4 : 2)}`;
  log('');
  log('step (one occurrence)            per month   Lambda ms   MB   RRU     WRU    S3  e-mail  SMS');
  for (const s of steps) {
    const c = s.consumed;
    log(
      `${s.name.padEnd(32)} ${Math.round(s.perMonth).toLocaleString('en').padStart(9)} ${s.billedMs.toFixed(1).padStart(11)} ${String(s.memoryMb).padStart(5)} ${c.readUnits.toFixed(2).padStart(6)} ${c.writeUnits.toFixed(2).padStart(7)} ${(c.s3Writes + c.s3Reads).toFixed(2).padStart(5)} ${c.emails.toFixed(2).padStart(7)} ${c.sms.toFixed(2).padStart(4)}`,
    );
  }
  log('');
  log(`Prices: ${AWS_PRICES.region}, on-demand, no free tier; ${AWS_PRICES.asOf}`);
  for (const line of bill.lines) log(`  ${line.service.padEnd(12)} ${usd(line.usd).padStart(10)}  ${line.usage}`);
  log(`Cost per ${mix.employees.toLocaleString('en')} employees per month: ${usd(bill.totalUsd)} (USD)`);
  log(
    `Most expensive steps: ${bill.steps
      .slice(0, 4)
      .map((s) => `${s.name} ${usd(s.usd)}`)
      .join(', ')}`,
  );
  log(
    'Not priced: Cognito (Essentials; 10,000 monthly active users free), CloudWatch, SQS, EventBridge, storage, data transfer.',
  );
  log(`Load average after: ${load()}`);
}

await main();
