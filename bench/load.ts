/**
 * `npm run bench -- load`: the platform under a realistic load, on a local stack of its own.
 *
 * Seeds 50 organisations × 200 employees (written straight to the table, 100 items a transaction: only the
 * signed-in users get Cognito logins), an approved withdrawal policy and a few pending withdrawals
 * per organisation, then runs 16 signed-in clients for 60 s against the real HTTP gateway:
 * - employees check their balance and dashboard, and request a withdrawal (a code by SMS, read
 *   from the local outbox, then the request) as often as the one-code-per-2-minutes rule allows;
 * - managers list their employees and the month's transactions and approve pending requests;
 * - administrators list the organisations and every organisation's transactions of the month.
 *
 * Reports the calls made, every error (0 expected), p50 / p99 per callable (and as a multiple of a
 * bare GetItem's p50 on the same DynamoDB Local, measured in the same run), the DynamoDB requests per
 * call of each callable (counted on the handlers' clients, by the callable running; reads above 3 a
 * call, and any write by a read callable, are flagged), and the process CPU per call. Then each
 * read callable's CPU, step by step, over calls made one at a time (bench/support/chain-profile.ts).
 *
 *   npm run bench -- load
 *   npm run bench -- load --orgs 10 --employees 50 --clients 8 --seconds 20
 *
 * Not part of `npm test`: timings depend on the machine.
 */
import { cpus, totalmem } from 'node:os';
import { performance as nodePerformance } from 'node:perf_hooks';
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startLocalStack, type LocalStack } from '../dev/stack';
import { installAccessCheck } from '../dev/access-check';
import { countRequestsByCallable } from '../test/support/dynamo-requests';
import { advancePayOrgRecord, employeeRecord, generalPolicyRecord } from '../test/support/advance-pay-records';
import { createTestUser } from '../test/support/users';
import { benchClient, putInTransactions } from './support/stack-table';
import { mapLimit } from '../lambdas/core/concurrency';
import { loadHandler } from '../dev/handlers';
import { handlerPath } from '../shared/registry/define';
import type { CallableInput, CallableName } from '../shared/callables';
import type { EmployeeRecord } from '../shared/domain/employees/employee-record';
import type { Organisation } from '../shared/domain/organisations/organisation';
import { orgToSen } from '../shared/domain/organisations/organisation-record';
import { periodOf } from '../shared/domain/advance-pay/advance-pay';
import { asSen } from '../shared/domain/money/money';
import { getCallable } from '../shared/callables';
import { callCountOf } from '../lambdas/handlers/chain/org-fairness';
import { ChainProfile } from './support/chain-profile';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORGS = arg('orgs', 50);
const EMPLOYEES = arg('employees', 200);
const CLIENTS = arg('clients', 16);
const SECONDS = arg('seconds', 60);
/** Pending withdrawals stored per organisation before the run (managers approve them). */
const PENDING_PER_ORG = arg('pending', 10);
/** Bare requests of each baseline kind. */
const BASELINE_REQUESTS = arg('baseline', 300);
/** Calls of each read callable made one at a time, step by step, after the run. */
const PROFILE_CALLS = arg('profile', 100);
/** The target of issue 15: at most this many DynamoDB reads per call. */
const MAX_READS_PER_CALL = 3;
/** The local stack's one code per 2 minutes (lambdas/data/advance-pay/withdrawal-codes.ts), plus a margin. */
const CODE_INTERVAL_MS = 121_000;
const PASSWORD = 'Bench-Passw0rd!';

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The value at quantile q (0..1) of sorted numbers. */
const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);

// ---------------------------------------------------------------- the data

interface Seeded {
  orgs: Organisation[];
  /** IC numbers of each organisation's employees. */
  employees: Map<string, string[]>;
}

const organisation = (i: number, at: number): Organisation => {
  const n = String(i + 1).padStart(3, '0');
  return advancePayOrgRecord(`load-${n}`, `Load ${n} Sdn Bhd`, at);
};

const employee = (orgId: string, i: number, at: number): EmployeeRecord =>
  employeeRecord(orgId, at, {
    firstName: 'Staff',
    lastName: `${orgId} ${i + 1}`,
    name: `Staff ${orgId} ${i + 1}`,
    bank: 'Maybank',
    bankCode: 'MBBEMYKL',
    accountNumber: `1140${String(randomInt(100_000_000)).padStart(8, '0')}`,
  });

/** Organisations, policies, employees (100 items a transaction) and a few pending withdrawals each. */
async function seed(doc: DynamoDBDocumentClient, tableName: string): Promise<Seeded> {
  const { createOrg } = await import('../lambdas/data/organisations/orgs');
  const { toEmployeeItem } = await import('../lambdas/data/employees/employees');
  const { policyCopiesItem, toWithdrawalPolicyItem } =
    await import('../lambdas/data/advance-pay/withdrawal-policy-copies');
  const { createAdvanceTransaction } = await import('../lambdas/data/advance-pay/advance-transactions');
  const at = Math.floor(Date.now() / 1000);
  const orgs = Array.from({ length: ORGS }, (_, i) => organisation(i, at));
  await mapLimit(orgs, 8, async (org) => {
    await createOrg(orgToSen(org));
  });

  const items: Record<string, unknown>[] = [];
  const employees = new Map<string, string[]>();
  for (const org of orgs) {
    const policy = generalPolicyRecord(org.id, at, {}, 'bench');
    items.push(toWithdrawalPolicyItem(policy), policyCopiesItem(org.id, [policy]));
    const ics: string[] = [];
    for (let i = 0; i < EMPLOYEES; i++) {
      const e = employee(org.id, i, at);
      ics.push(e.employeeICNumber);
      items.push(toEmployeeItem(e));
    }
    employees.set(org.id, ics);
  }
  // 100 items a transaction (bench/support/stack-table.ts), 4 at a time.
  await putInTransactions(doc, tableName, items, { concurrency: 4 });

  // Pending requests through the repository (summaries included), one organisation's in turn.
  const period = periodOf();
  await mapLimit(orgs, 8, async (org) => {
    const ics = employees.get(org.id) ?? [];
    for (let i = 0; i < Math.min(PENDING_PER_ORG, ics.length); i++) {
      const created = Math.floor(Date.now() / 1000);
      await createAdvanceTransaction({
        id: ulid(),
        orgId: org.id,
        // As a request made through the API stores it (lambdas/services/advance-pay/withdrawal-request.ts).
        orgName: org.name,
        employeeICNumber: ics[ics.length - 1 - i],
        status: 'pending',
        period: period.text,
        periodKey: period.key,
        amountSen: asSen(20_000),
        feeSen: asSen(1000),
        netAmountSen: asSen(19_000),
        serviceFeePaidBy: 'employee',
        salarySen: asSen(300_000),
        banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' },
        reasonForWithdrawal: 'Bills',
        createdBy: 'bench',
        createdAt: created,
        modifiedAt: created,
        history: [{ status: 'pending', at: created, by: 'bench' }],
      });
    }
  });
  return { orgs, employees };
}

// ---------------------------------------------------------------- the signed-in clients

interface Client {
  role: 'employee' | 'Manager' | 'admin';
  orgId: string | null;
  email: string;
  token: string;
  /** The employee's own record (employees only). */
  employee?: EmployeeRecord;
}

/** A login with its user record; an employee also gets an employee record of its own, linked. */
async function createLogin(stack: LocalStack, role: Client['role'], orgId: string | null): Promise<Client> {
  const { updateUser } = await import('../lambdas/data/identity/users');
  const { createEmployee } = await import('../lambdas/data/employees/employees');
  const user = await createTestUser({ role, orgId, acceptedTerms: role !== 'admin', password: PASSWORD });
  const { id, email } = user;
  const at = Math.floor(Date.now() / 1000);
  let own: EmployeeRecord | undefined;
  if (role === 'employee' && orgId) {
    own = { ...employee(orgId, 9999, at), userId: id };
    await createEmployee(own);
    await updateUser(orgId, id, { employeeICNumber: own.employeeICNumber }, at);
  }
  const cognito = new CognitoIdentityProviderClient({
    region: 'ap-southeast-1',
    endpoint: stack.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const out = await cognito.send(
    new InitiateAuthCommand({
      ClientId: stack.config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
    }),
  );
  const token = out.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`Sign-in of ${email} gave no token (${out.ChallengeName})`);
  return { role, orgId, email, token, employee: own };
}

/** Every callable the clients call. */
const CALLED: readonly CallableName[] = [
  'advancePayEmployee-getAdvancePayBalance',
  'advancePayEmployee-employeeDashboard',
  'advancePayEmployee-sendVerificationCode',
  'advancePayEmployee-initiateTransaction',
  'employees-getEmployees',
  'advancePayManagement-getTransactions',
  'advancePayManagement-updateTransaction',
  'orgs-getOrgs',
  'advancePayAdmin-getAll',
];

/** Roles of the clients in turn: half employees, a quarter managers, a quarter administrators. */
const roleOf = (i: number): Client['role'] => (['employee', 'employee', 'Manager', 'admin'] as const)[i % 4];

// ---------------------------------------------------------------- the run

interface Sample {
  callable: string;
  ms: number;
}
interface Failure {
  callable: string;
  status: number;
  body: string;
}

function caller(stack: LocalStack, samples: Sample[], failures: Failure[]) {
  return async function call<N extends CallableName>(
    client: Client,
    name: N,
    input: CallableInput<N>,
  ): Promise<unknown> {
    const started = performance.now();
    const res = await fetch(`${stack.url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}` },
      body: JSON.stringify(input),
    });
    const text = await res.text();
    samples.push({ callable: name, ms: performance.now() - started });
    if (res.status !== 200) {
      failures.push({ callable: name, status: res.status, body: text.slice(0, 300) });
      return undefined;
    }
    return JSON.parse(text) as unknown;
  };
}

/** The 6-digit code of the latest SMS to this number (the local outbox). */
async function codeSentTo(mobile: string): Promise<string | undefined> {
  const { listOutboxMessages } = await import('../lambdas/data/messages/outbox');
  for (let i = 0; i < 50; i++) {
    const sms = (await listOutboxMessages({ to: mobile })).find((m) => m.channel === 'sms');
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
    if (code) return code;
    await sleep(100);
  }
  return undefined;
}

async function runClient(
  client: Client,
  call: ReturnType<typeof caller>,
  until: number,
  failures: Failure[],
): Promise<void> {
  const period = periodOf().key;
  let nextRequestAt = Date.now() + randomInt(5000);
  let step = 0;
  while (Date.now() < until) {
    step += 1;
    if (client.role === 'employee') {
      if (Date.now() >= nextRequestAt && client.employee?.mobileNumber) {
        nextRequestAt = Date.now() + CODE_INTERVAL_MS;
        const sent = await call(client, 'advancePayEmployee-sendVerificationCode', { amount: 100, reason: 'Bills' });
        if (sent === undefined) continue;
        const code = await codeSentTo(client.employee.mobileNumber);
        if (!code) {
          failures.push({
            callable: 'advancePayEmployee-sendVerificationCode',
            status: 0,
            body: 'no SMS in the outbox',
          });
          continue;
        }
        await call(client, 'advancePayEmployee-initiateTransaction', {
          amount: 100,
          reasonForWithdrawal: 'Bills',
          verificationCode: code,
        });
      } else if (step % 2) {
        await call(client, 'advancePayEmployee-getAdvancePayBalance', {});
      } else {
        await call(client, 'advancePayEmployee-employeeDashboard', {});
      }
    } else if (client.role === 'Manager') {
      if (step % 3 === 1) {
        await call(client, 'employees-getEmployees', { status: 'approved' });
      } else {
        const list = (await call(client, 'advancePayManagement-getTransactions', { period })) as
          { items: { id: string; employeeICNumber: string; status: string }[] } | undefined;
        const pending = list?.items.find((t) => t.status === 'pending');
        if (pending && step % 3 === 0) {
          await call(client, 'advancePayManagement-updateTransaction', {
            status: 'approved',
            transactionId: pending.id,
            employeeICNumber: pending.employeeICNumber,
          });
        }
      }
    } else if (step % 2) {
      await call(client, 'orgs-getOrgs', {});
    } else {
      await call(client, 'advancePayAdmin-getAll', { period });
    }
  }
}

// ---------------------------------------------------------------- the bare baseline

async function baseline(doc: DynamoDBDocumentClient, tableName: string, orgId: string, icNumber: string) {
  const { keys } = await import('../lambdas/data/table/keys');
  /** Wall times, sorted, and beside them the process CPU of each request (the SDK's own work on it). */
  const cpu: number[] = [];
  const time = async (run: () => Promise<unknown>) => {
    const out: number[] = [];
    for (let i = 0; i < BASELINE_REQUESTS; i++) {
      const [started, cpuBefore] = [performance.now(), process.cpuUsage()];
      await run();
      const used = process.cpuUsage(cpuBefore);
      out.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    return out.sort((a, b) => a - b);
  };
  const key = keys.employee(orgId, icNumber);
  const get = await time(() => doc.send(new GetCommand({ TableName: tableName, Key: key })));
  const query = await time(() =>
    doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': key.pk },
        Limit: 50,
      }),
    ),
  );
  return { get, query, cpu: cpu.slice(0, BASELINE_REQUESTS).sort((a, b) => a - b) };
}

// ---------------------------------------------------------------- the chain, step by step

/** Each read callable of the run, {@link PROFILE_CALLS} times one call at a time, through the gateway. */
async function profileChain(clients: Client[], call: ReturnType<typeof caller>, profile: ChainProfile) {
  const period = periodOf().key;
  const of = (role: Client['role']) => clients.find((c) => c.role === role);
  const [employee, manager, admin] = [of('employee'), of('Manager'), of('admin')];
  if (!employee || !manager || !admin) return false;
  const reads: [Client, CallableName, object][] = [
    [employee, 'advancePayEmployee-getAdvancePayBalance', {}],
    [employee, 'advancePayEmployee-employeeDashboard', {}],
    [manager, 'employees-getEmployees', { status: 'approved' }],
    [manager, 'advancePayManagement-getTransactions', { period }],
    [admin, 'orgs-getOrgs', {}],
    [admin, 'advancePayAdmin-getAll', { period }],
  ];
  for (const [client, name, input] of reads) {
    for (let i = 0; i < PROFILE_CALLS; i++) {
      await profile.call(name, async () => (await call(client, name, input as never)) !== undefined);
    }
  }
  return true;
}

// ---------------------------------------------------------------- main

async function main() {
  log(
    `Load: ${ORGS} organisations × ${EMPLOYEES} employees, ${CLIENTS} clients for ${SECONDS} s ` +
      `(${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB)`,
  );
  const stack = await startLocalStack({ web: 'none', quiet: true, seed: true });
  try {
    const tableName = stack.env.TABLE_NAME;
    const doc = benchClient(stack);
    let started = performance.now();
    const data = await seed(doc, tableName);
    log(`Seeded ${ORGS * EMPLOYEES} employees in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => {
        const role = roleOf(i);
        const org = data.orgs[i % data.orgs.length];
        return createLogin(stack, role, role === 'admin' ? null : org.id);
      }),
    );
    log(`Signed in ${clients.length} clients in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const firstOrg = data.orgs[0];
    const bare = await baseline(doc, tableName, firstOrg.id, data.employees.get(firstOrg.id)?.[0] ?? '');

    // Every handler module the clients call, loaded before the clock starts (a cold start is the bundle bench's).
    await Promise.all(CALLED.map((name) => loadHandler(handlerPath(name))));
    const counter = countRequestsByCallable();
    const { counts } = counter;
    const samples: Sample[] = [];
    const failures: Failure[] = [];
    const call = caller(stack, samples, failures);
    const until = Date.now() + SECONDS * 1000;
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const loopBefore = nodePerformance.eventLoopUtilization();
    await Promise.all(clients.map((client) => runClient(client, call, until, failures)));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const loop = nodePerformance.eventLoopUtilization(loopBefore);

    log('');
    log(`Calls: ${samples.length} in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(1)} a second)`);
    log(
      `Process CPU: ${((cpu.user + cpu.system) / 1000 / samples.length).toFixed(2)} ms a call ` +
        `(${((cpu.user + cpu.system) / 1e6 / elapsed).toFixed(2)} cores; this process: the clients, the gateway and ` +
        `the handlers; event loop busy ${(loop.utilization * 100).toFixed(0)} %)`,
    );
    log(`Errors: ${failures.length}`);
    for (const f of failures.slice(0, 20)) log(`  ${f.callable} ${f.status} ${f.body}`);

    const byCallable = new Map<string, number[]>();
    for (const s of samples) byCallable.set(s.callable, [...(byCallable.get(s.callable) ?? []), s.ms]);
    log('');
    const getP50 = quantile(bare.get, 0.5);
    log(
      'callable                                    calls      p50       p99  p50/Get p99/Get  reads/call writes/call',
    );
    const overBudget: string[] = [];
    const readsThatWrote: string[] = [];
    for (const [name, times] of [...byCallable].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...times].sort((a, b) => a - b);
      const count = counts.get(name) ?? { reads: 0, writes: 0 };
      const reads = count.reads / times.length;
      const writes = count.writes / times.length;
      if (reads > MAX_READS_PER_CALL) overBudget.push(`${name} (${reads.toFixed(3)} reads a call)`);
      if (writes > 0 && callCountOf(getCallable(name as CallableName)) === 'read') readsThatWrote.push(name);
      const [p50, p99] = [quantile(sorted, 0.5), quantile(sorted, 0.99)];
      log(
        `${name.padEnd(42)} ${String(times.length).padStart(6)} ${ms(p50).padStart(9)} ${ms(p99).padStart(10)} ` +
          `${(p50 / getP50).toFixed(1).padStart(7)} ${(p99 / getP50).toFixed(1).padStart(7)} ${reads.toFixed(1).padStart(10)} ${writes.toFixed(2).padStart(11)}`,
      );
    }
    log('');
    log(
      `Bare DynamoDB Local (one request at a time, ${BASELINE_REQUESTS} each): GetItem p50 ${ms(quantile(bare.get, 0.5))}, p99 ${ms(quantile(bare.get, 0.99))}; ` +
        `Query (50 items) p50 ${ms(quantile(bare.query, 0.5))}, p99 ${ms(quantile(bare.query, 0.99))}; ` +
        `the SDK's CPU for a GetItem p50 ${ms(quantile(bare.cpu, 0.5))}`,
    );
    log(
      overBudget.length
        ? `Over ${MAX_READS_PER_CALL} reads a call: ${overBudget.join('; ')}`
        : `Every callable stayed within ${MAX_READS_PER_CALL} reads a call.`,
    );
    log(
      readsThatWrote.length
        ? `Read callables that wrote: ${readsThatWrote.join(', ')}`
        : 'No read callable wrote (0 writes a call for each).',
    );

    log('');
    // The profile counts no requests: the counter's middleware is the benchmark's, not the product's;
    // nor does it check access: the local stand-in for IAM (dev/access-check.ts) is a middleware on
    // each SDK client, work a deployed function does not do (IAM checks the request at DynamoDB).
    counter.stop();
    await installAccessCheck(() => undefined, false);
    const profile = new ChainProfile();
    const profiled = await profileChain(clients, caller(stack, [], failures), profile);
    if (profiled) profile.report(log);
    process.exitCode = failures.length || readsThatWrote.length ? 1 : 0;
  } finally {
    await stack.stop();
  }
}

await main();
