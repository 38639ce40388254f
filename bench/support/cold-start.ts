import { spawnSync } from 'node:child_process';
import { ulid } from 'ulid';
import type { LocalStack } from '../../dev/stack';
import { createTestUser } from '../../test/support/users';
import { employeeRecord, freshMobile } from '../../test/support/advance-pay-records';
import { advancePayOrgRecord, generalPolicyRecord } from '../../test/support/advance-pay-records';
import { TERMS_VERSION } from '../../shared/registry/roles';
import { epochSeconds } from '../../shared/domain/time/time';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import type { CallableInput, CallableName } from '../../shared/callables';
import type { Role } from '../../shared/registry/roles';

/**
 * The cold start of a callable as a person meets it (bench/bundles.ts): a fresh Node.js process
 * loads the callable's bundle and answers its first call against the local stack, the SDK's
 * import, client set-up and first DynamoDB requests included, as the first invocation of a new
 * Lambda container does. The caller comes as API Gateway's JWT authorizer passes it on (claims,
 * every one a string), so no token is verified in the function.
 */

/** The five busiest callables of the load mix (issue 32), in the order a withdrawal calls them. */
export const BUSIEST_CALLABLES = [
  'advancePayEmployee-getAdvancePayBalance',
  'advancePayEmployee-employeeDashboard',
  'advancePayEmployee-sendVerificationCode',
  'advancePayEmployee-initiateTransaction',
  'advancePayManagement-getTransactions',
] as const satisfies readonly CallableName[];
export type BusyCallable = (typeof BUSIEST_CALLABLES)[number];

/** One fresh process: its module load, then each call in turn (wall and CPU milliseconds). */
export interface ColdRun {
  load: { wall: number; cpu: number };
  calls: { wall: number; cpu: number; status: number }[];
}

/** An event of API Gateway's HTTP API (payload 2.0) with the authorizer's claims. */
export function callEvent(name: CallableName, input: unknown, claims: Record<string, string>) {
  return {
    version: '2.0',
    routeKey: `POST /api/${name}`,
    rawPath: `/api/${name}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    isBase64Encoded: false,
    requestContext: { requestId: ulid(), authorizer: { jwt: { claims } } },
  };
}

/**
 * Require `bundle` in a fresh process with the stack's environment and call its handler with each
 * event in turn; answers the timings measured inside that process (process start not counted).
 */
export function coldRun(
  bundle: string,
  env: Record<string, string>,
  events: unknown[],
  nodeArgs: readonly string[] = [],
): ColdRun {
  const script = [
    'const ms=(t)=>Number(process.hrtime.bigint()-t)/1e6,cpu=(c)=>{const u=process.cpuUsage(c);return(u.user+u.system)/1e3};',
    'let t=process.hrtime.bigint(),c=process.cpuUsage();',
    `const {handler}=require(${JSON.stringify(bundle)});`,
    'const load={wall:ms(t),cpu:cpu(c)},calls=[];',
    `const events=${JSON.stringify(events)};`,
    '(async()=>{for(const e of events){t=process.hrtime.bigint();c=process.cpuUsage();',
    "const r=await handler(e,{functionName:'bench',awsRequestId:e.requestContext.requestId,getRemainingTimeInMillis:()=>29000});",
    'calls.push({wall:ms(t),cpu:cpu(c),status:r.statusCode});}',
    "process.stdout.write('\\nCOLD '+JSON.stringify({load,calls})+'\\n')})()",
  ].join('');
  // TZ as Lambda sets it: a process without it looks its zone up on its first local-time use.
  const run = spawnSync(process.execPath, [...nodeArgs, '-e', script], {
    env: { ...process.env, ...env, TZ: ':UTC' },
    encoding: 'utf8',
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('COLD '));
  if (run.status !== 0 || !line) throw new Error(`Cold run of ${bundle} failed: ${run.stderr}`);
  return JSON.parse(line.slice(5)) as ColdRun;
}

const claimsOf = (user: { id: string; email: string; role: Role; orgId: string | null }) => ({
  sub: user.id,
  email: user.email,
  'custom:role': user.role,
  'custom:tenantId': user.orgId ?? '',
  'custom:acceptedTerms': TERMS_VERSION,
  auth_time: String(epochSeconds()),
});

/**
 * An Advance Pay organisation of the bench's own (an approved daily policy), a Manager, an
 * administrator, and `employees` employees with logins, each with a verified mobile: each
 * withdrawal of a run is asked by an employee of its own (one code per 2 minutes each). The
 * callers come as claims (see {@link callEvent}).
 */
export async function benchWorld(employees: number) {
  const { createOrg } = await import('../../lambdas/data/organisations/orgs');
  const { storeWithdrawalPolicy } = await import('../../lambdas/data/advance-pay/withdrawal-policies');
  const { createEmployee } = await import('../../lambdas/data/employees/employees');
  const { updateUser } = await import('../../lambdas/data/identity/users');
  const at = epochSeconds();
  const orgId = `cold-${ulid().toLowerCase()}`;
  await createOrg(advancePayOrgRecord(orgId, `Cold ${orgId.slice(-6)} Sdn Bhd`, at));
  await storeWithdrawalPolicy(generalPolicyRecord(orgId, at, {}, 'bench'));
  const manager = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
  const admin = await createTestUser({ role: 'admin', acceptedTerms: false });
  const people = [];
  for (let i = 0; i < employees; i++) {
    const user = await createTestUser({ role: 'employee', orgId, acceptedTerms: true });
    const employee = employeeRecord(orgId, at, {
      userId: user.id,
      mobileNumber: freshMobile(),
      bank: 'Maybank',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
    });
    await createEmployee(employee);
    await updateUser(orgId, user.id, { employeeICNumber: employee.employeeICNumber }, at);
    people.push({ claims: claimsOf(user), mobile: employee.mobileNumber ?? '', icNumber: employee.employeeICNumber });
  }
  return { orgId, manager: claimsOf(manager), admin: claimsOf(admin), employees: people };
}

/** The 6-digit code of the latest SMS to this number (the local outbox). */
export async function codeSentTo(mobile: string): Promise<string> {
  const { listOutboxMessages } = await import('../../lambdas/data/messages/outbox');
  const sms = (await listOutboxMessages({ to: mobile })).find((m) => m.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${mobile}`);
  return code;
}

/**
 * `runs` cold starts of each of {@link BUSIEST_CALLABLES} (`bundleOf` names each one's built
 * bundle), in fresh processes against `stack`: the reads are called twice in their process (the
 * second call is a warm one, for comparison); each withdrawal's code and request once, by an
 * employee of its own, the request with the code its code's process sent.
 */
export async function measureColdStarts(
  stack: LocalStack,
  bundleOf: (name: BusyCallable) => string,
  runs: number,
  nodeArgs: readonly string[] = [],
): Promise<Map<BusyCallable, ColdRun[]>> {
  const world = await benchWorld(runs);
  const env = { ...stack.env, LOG_LEVEL: 'INFO' };
  const out = new Map<BusyCallable, ColdRun[]>(BUSIEST_CALLABLES.map((n) => [n, []]));
  const push = (name: BusyCallable, run: ColdRun) => out.get(name)?.push(run);
  const twice = <N extends BusyCallable>(name: N, input: CallableInput<N>, claims: Record<string, string>) =>
    coldRun(bundleOf(name), env, [callEvent(name, input, claims), callEvent(name, input, claims)], nodeArgs);
  for (let i = 0; i < runs; i++) {
    const person = world.employees[i];
    push(
      'advancePayEmployee-getAdvancePayBalance',
      twice('advancePayEmployee-getAdvancePayBalance', {}, person.claims),
    );
    push('advancePayEmployee-employeeDashboard', twice('advancePayEmployee-employeeDashboard', {}, person.claims));
    const send = 'advancePayEmployee-sendVerificationCode';
    push(
      send,
      coldRun(bundleOf(send), env, [callEvent(send, { amount: 100, reason: 'Bills' }, person.claims)], nodeArgs),
    );
    const code = await codeSentTo(person.mobile);
    const request = 'advancePayEmployee-initiateTransaction';
    const input = { amount: 100, reasonForWithdrawal: 'Bills', verificationCode: code };
    push(request, coldRun(bundleOf(request), env, [callEvent(request, input, person.claims)], nodeArgs));
    push(
      'advancePayManagement-getTransactions',
      twice('advancePayManagement-getTransactions', { period: periodOf().key }, world.manager),
    );
  }
  return out;
}
