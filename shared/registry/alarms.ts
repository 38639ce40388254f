/**
 * The operational alarms, declared once (docs/operations.md): CDK turns each into a CloudWatch
 * alarm that notifies one SNS topic (infra/stacks/monitoring-stack.ts), and the local stack prints
 * the same condition as a `⚠ alarm <name>: <condition>` line (dev/alarm-warnings.ts, and the
 * product code for the business signals). Names, metrics and thresholds are read from here by both.
 *
 * Where each signal comes from:
 * - AWS metrics: dead-letter queues (SQS), DynamoDB throttles and system errors;
 * - metric filters: per callable area, the API's access log (requests, 5xx, 429) and the
 *   functions' own logs (Lambda errors and durations from the runtime's lines);
 * - the product's Embedded Metric Format lines (lambdas/core/operations-metrics.ts): an end of day
 *   that failed, a partner file FAILED;
 * - the alarm watchdog job (lambdas/jobs/alarm-watchdog.ts, every 5 minutes): end of day not
 *   finished by its deadline, pay runs and disbursements in processing too long.
 *
 * No AWS or Node imports: the dev stack and the lambdas import this.
 */

/** The CloudWatch namespace of every metric this file names. */
export const OPERATIONS_NAMESPACE = 'AdvancePay/Operations';

/** The area of the Lambdas not behind a route: scheduled jobs, queue workers and upload triggers. */
export const BACKGROUND_AREA = 'background';

/** What a threshold is compared with. */
export type AlarmComparison = '>=' | '>';

/** One alarm (or, with `perArea`, one per callable area). */
export interface AlarmDefinition {
  /** The alarm's name (per area: `<name>-<area>`); also its section in docs/operations.md. */
  name: string;
  /** One line: what firing means. */
  meaning: string;
  threshold: number;
  comparison: AlarmComparison;
  /** Minutes of one evaluation period. */
  periodMinutes: number;
  /** Fires when the metric says nothing (the watchdog's own silence). */
  missingDataBreaches?: boolean;
}

const alarm = <T extends AlarmDefinition>(definition: T): T => definition;

/** The end of day must have run by this Malaysia time on the days its schedule runs (infra/schedules.ts). */
export const END_OF_DAY_DEADLINE = { hour: 16, minute: 30 } as const;

/** A pay run or disbursement longer than this in `processing` is stuck. */
export const STUCK_PROCESSING_HOURS = 72;

/** API requests of an area in a period below which a 5xx rate is not judged (a few calls prove nothing). */
export const MIN_REQUESTS_FOR_RATE = 10;

/** Every alarm with one instance. */
export const ALARMS = {
  endOfDayFailed: alarm({
    name: 'EndOfDayFailed',
    meaning: "The end-of-day job or an organisation's end-of-day message failed.",
    threshold: 1,
    comparison: '>=',
    periodMinutes: 5,
  }),
  endOfDayNotFinished: alarm({
    name: 'EndOfDayNotFinished',
    meaning: `No finished end-of-day run today by ${String(END_OF_DAY_DEADLINE.hour)}:${String(END_OF_DAY_DEADLINE.minute)} Malaysia time on a day it is scheduled (or the watchdog itself is silent).`,
    threshold: 1,
    comparison: '>=',
    periodMinutes: 10,
    missingDataBreaches: true,
  }),
  deadLetters: alarm({
    name: 'DeadLetters',
    meaning: 'A message is waiting in a dead-letter queue: work that failed every retry.',
    threshold: 1,
    comparison: '>=',
    periodMinutes: 5,
  }),
  partnerFileFailed: alarm({
    name: 'PartnerFileFailed',
    meaning: 'A partner file (sales or settlements) was refused whole: FAILED.',
    threshold: 1,
    comparison: '>=',
    periodMinutes: 5,
  }),
  auditEntryMissing: alarm({
    name: 'AuditEntryMissing',
    meaning: 'A call that changes what the audit trail covers succeeded without writing its audit entry.',
    threshold: 1,
    comparison: '>=',
    periodMinutes: 5,
  }),
  payRunsStuck: alarm({
    name: 'PayRunsStuck',
    meaning: `A pay run has been in processing longer than ${String(STUCK_PROCESSING_HOURS)} hours.`,
    threshold: 1,
    comparison: '>=',
    periodMinutes: 15,
  }),
  disbursementsStuck: alarm({
    name: 'DisbursementsStuck',
    meaning: `A disbursement has been in processing longer than ${String(STUCK_PROCESSING_HOURS)} hours.`,
    threshold: 1,
    comparison: '>=',
    periodMinutes: 15,
  }),
  dynamoThrottles: alarm({
    name: 'DynamoThrottles',
    meaning: 'DynamoDB throttled reads or writes of the table.',
    threshold: 5,
    comparison: '>=',
    periodMinutes: 5,
  }),
  dynamoSystemErrors: alarm({
    name: 'DynamoSystemErrors',
    meaning: 'DynamoDB answered requests of the table with a system error (500).',
    threshold: 1,
    comparison: '>=',
    periodMinutes: 5,
  }),
} as const;

/** Every alarm with one instance per callable area (the background Lambdas count as one more area for Lambda errors). */
export const AREA_ALARMS = {
  api5xxRate: alarm({
    name: 'Api5xxRate',
    meaning: `More than 5 % of an area's API requests answered 5xx (with at least ${String(MIN_REQUESTS_FOR_RATE)} requests).`,
    threshold: 5,
    comparison: '>',
    periodMinutes: 5,
  }),
  apiThrottles: alarm({
    name: 'ApiThrottles',
    meaning: "An area's routes refused requests with 429 (their limit in shared/registry/throttling.ts).",
    threshold: 10,
    comparison: '>=',
    periodMinutes: 5,
  }),
  lambdaErrors: alarm({
    name: 'LambdaErrors',
    meaning: "An area's Lambda crashed or timed out (not an error it answered).",
    threshold: 1,
    comparison: '>=',
    periodMinutes: 5,
  }),
  lambdaP99: alarm({
    name: 'LambdaP99',
    meaning: "The 99th percentile of an area's Lambda durations is over 5 seconds.",
    threshold: 5000,
    comparison: '>',
    periodMinutes: 15,
  }),
} as const;

/** The name of an area's alarm. */
export const areaAlarmName = (definition: AlarmDefinition, area: string): string => `${definition.name}-${area}`;

/** The name of a dead-letter queue's alarm. */
export const deadLetterAlarmName = (queue: string): string => `${ALARMS.deadLetters.name}-${queue}`;

/** The metrics (namespace {@link OPERATIONS_NAMESPACE}) the product and the metric filters write. */
export const OPERATIONS_METRICS = {
  /** EMF, 1 per failed end-of-day job run or organisation message. */
  endOfDayFailed: 'EndOfDayFailed',
  /** EMF, 1 per finished scheduled end-of-day run (the dashboard; the watchdog reads the table). */
  endOfDayFinished: 'EndOfDayFinished',
  /** EMF, per organisation's end of day: one bank file (dimension-less). */
  bankBatches: 'EndOfDayBankFiles',
  /** EMF, withdrawals by `Status` (requested, approved, rejected, sent to the bank, completed…). */
  withdrawals: 'Withdrawals',
  /** EMF, RM (sen) of withdrawals by `Status`. */
  withdrawalsSen: 'WithdrawalsSen',
  /** EMF, partner files finished by `Status` (COMPLETED, COMPLETED_WITH_ERRORS, FAILED). */
  partnerFiles: 'PartnerFiles',
  /** EMF, 1 per partner file FAILED (the alarm; no dimension). */
  partnerFilesFailed: 'PartnerFilesFailed',
  /** EMF, 1 per successful call of a callable declaring audit kinds that wrote no entry (the handler chain). */
  auditEntryMissing: 'AuditEntryMissing',
  /** Watchdog gauge: 1 when the end of day is late, else 0. */
  endOfDayLate: 'EndOfDayLate',
  /** Watchdog gauges. */
  payRunsProcessing: 'PayRunsProcessing',
  payRunsStuck: 'PayRunsStuck',
  disbursementsProcessing: 'DisbursementsProcessing',
  disbursementsStuck: 'DisbursementsStuck',
} as const;

/** The metric of an area (metric filters can set no fixed dimension, so the area is in the name). */
export const areaMetricName = {
  requests: (area: string) => `ApiRequests-${area}`,
  serverErrors: (area: string) => `Api5xx-${area}`,
  throttles: (area: string) => `ApiThrottles-${area}`,
  lambdaErrors: (area: string) => `LambdaErrors-${area}`,
  lambdaDuration: (area: string) => `LambdaDuration-${area}`,
};

/** Does a value breach a threshold? */
export const breaches = (value: number, definition: Pick<AlarmDefinition, 'threshold' | 'comparison'>): boolean =>
  definition.comparison === '>=' ? value >= definition.threshold : value > definition.threshold;

/** The line the local stack (and the product's own check) prints when an alarm's condition holds. */
export const alarmWarning = (name: string, condition: string): string => `⚠ alarm ${name}: ${condition}`;

/** Is the end of day due to have finished at this Malaysia time (its deadline passed, on a working day)? */
export function endOfDayDeadlinePassed(parts: { weekDay: number; hour: number; minute: number }): boolean {
  // weekDay: 0 Sunday … 6 Saturday, as the schedule's MON-FRI.
  if (parts.weekDay === 0 || parts.weekDay === 6) return false;
  return parts.hour * 60 + parts.minute >= END_OF_DAY_DEADLINE.hour * 60 + END_OF_DAY_DEADLINE.minute;
}
