import type { PriceList } from './aws-prices';
import type { Consumption } from './consumed-capacity';

/**
 * The cost model's arithmetic (bench/cost.ts), pure: what one occurrence of each step of a month
 * consumed, measured, times how often the month has it, priced with a {@link PriceList}.
 */

/** One kind of work of the month, as measured once, and how often a month has it. */
export interface MonthStep {
  name: string;
  /** Occurrences in the month being priced (e.g. per 1,000 employees). */
  perMonth: number;
  /** Lambda invocations of one occurrence (a call: 1; a job fanned out: the job and its workers). */
  invocations: number;
  /** Billed Lambda milliseconds of one occurrence (each invocation rounded up to 1 ms, summed). */
  billedMs: number;
  /** Memory of the Lambda that runs it, MB. */
  memoryMb: number;
  /** API Gateway requests of one occurrence (a call: 1; a scheduled job: 0). */
  apiRequests: number;
  consumed: Consumption;
}

/** One service's line of the bill: what was used and what it costs in USD. */
export interface BillLine {
  service: 'Lambda' | 'API Gateway' | 'DynamoDB' | 'S3' | 'SES' | 'SNS SMS';
  usage: string;
  usd: number;
}

export interface MonthBill {
  lines: BillLine[];
  /** Each step's share, USD, most expensive first. */
  steps: { name: string; usd: number }[];
  totalUsd: number;
}

/** GB-seconds of `ms` billed milliseconds at `memoryMb` (Lambda bills MB / 1024 GB). */
export const gbSeconds = (ms: number, memoryMb: number): number => (ms / 1000) * (memoryMb / 1024);

interface Quantities {
  gbSeconds: number;
  invocations: number;
  apiRequests: number;
  readUnits: number;
  writeUnits: number;
  s3Writes: number;
  s3Reads: number;
  emails: number;
  sms: number;
}

const quantitiesOf = (steps: readonly MonthStep[]): Quantities => {
  const q: Quantities = {
    gbSeconds: 0,
    invocations: 0,
    apiRequests: 0,
    readUnits: 0,
    writeUnits: 0,
    s3Writes: 0,
    s3Reads: 0,
    emails: 0,
    sms: 0,
  };
  for (const s of steps) {
    q.gbSeconds += s.perMonth * gbSeconds(s.billedMs, s.memoryMb);
    q.invocations += s.perMonth * s.invocations;
    q.apiRequests += s.perMonth * s.apiRequests;
    q.readUnits += s.perMonth * s.consumed.readUnits;
    q.writeUnits += s.perMonth * s.consumed.writeUnits;
    q.s3Writes += s.perMonth * s.consumed.s3Writes;
    q.s3Reads += s.perMonth * s.consumed.s3Reads;
    q.emails += s.perMonth * s.consumed.emails;
    q.sms += s.perMonth * s.consumed.sms;
  }
  return q;
};

const priceOf = (q: Quantities, p: PriceList) => ({
  lambda: q.gbSeconds * p.lambda.perGbSecond + (q.invocations / 1e6) * p.lambda.perMillionRequests,
  api: (q.apiRequests / 1e6) * p.httpApi.perMillionRequests,
  dynamodb:
    (q.readUnits / 1e6) * p.dynamodb.perMillionReadUnits + (q.writeUnits / 1e6) * p.dynamodb.perMillionWriteUnits,
  s3: (q.s3Writes / 1000) * p.s3.perThousandWrites + (q.s3Reads / 1000) * p.s3.perThousandReads,
  ses: (q.emails / 1000) * p.ses.perThousandEmails,
  sms: q.sms * p.sms.perMessage,
});

const total = (priced: ReturnType<typeof priceOf>) => Object.values(priced).reduce((a, b) => a + b, 0);

const count = (n: number) => Math.round(n).toLocaleString('en');

/** The month's bill: one line per service, each step's share, the total (USD). */
export function monthBill(steps: readonly MonthStep[], prices: PriceList): MonthBill {
  const q = quantitiesOf(steps);
  const priced = priceOf(q, prices);
  const lines: BillLine[] = [
    {
      service: 'Lambda',
      usage: `${q.gbSeconds.toFixed(1)} GB-s, ${count(q.invocations)} invocations`,
      usd: priced.lambda,
    },
    { service: 'API Gateway', usage: `${count(q.apiRequests)} HTTP API requests`, usd: priced.api },
    { service: 'DynamoDB', usage: `${count(q.readUnits)} RRU, ${count(q.writeUnits)} WRU`, usd: priced.dynamodb },
    { service: 'S3', usage: `${count(q.s3Writes)} PUT/LIST, ${count(q.s3Reads)} GET`, usd: priced.s3 },
    { service: 'SES', usage: `${count(q.emails)} e-mails`, usd: priced.ses },
    { service: 'SNS SMS', usage: `${count(q.sms)} SMS to ${prices.sms.country}`, usd: priced.sms },
  ];
  const steps_ = steps
    .map((s) => ({ name: s.name, usd: total(priceOf(quantitiesOf([s]), prices)) }))
    .sort((a, b) => b.usd - a.usd);
  return { lines, steps: steps_, totalUsd: total(priced) };
}

/** `a` and `b` together. */
export const plus = (a: Consumption, b: Consumption): Consumption =>
  Object.fromEntries(
    Object.entries(a).map(([k, v]) => [k, (v as number) + b[k as keyof Consumption]]),
  ) as unknown as Consumption;

/** `c` times `factor` (a measured run shared out: per employee, per withdrawal). */
export const scaled = (c: Consumption, factor: number): Consumption =>
  Object.fromEntries(Object.entries(c).map(([k, v]) => [k, (v as number) * factor])) as unknown as Consumption;

/** What `a` consumed beyond `b`, never below 0 (a run with work less the same run with none). */
export const beyond = (a: Consumption, b: Consumption): Consumption =>
  Object.fromEntries(
    Object.entries(a).map(([k, v]) => [k, Math.max(0, (v as number) - b[k as keyof Consumption])]),
  ) as unknown as Consumption;
