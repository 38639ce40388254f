import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import {
  ALARMS,
  AREA_ALARMS,
  BACKGROUND_AREA,
  OPERATIONS_METRICS,
  OPERATIONS_NAMESPACE,
  areaAlarmName,
  areaMetricName,
  type AlarmDefinition,
} from '../../shared/registry/alarms';
import { callableAreas } from '../../infra/constructs/area-metrics';
import { fromRoot } from '../../infra/paths';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { UPLOAD_TRIGGERS } from '../../infra/upload-triggers';
import { WORK_QUEUES } from '../../infra/work-queues';
import { synthPlatform, templateOf } from './synth';
import { entriesOfType, ofType, type TypedResource } from './template';

/**
 * The alarms and the dashboard (docs/operations.md): every alarm of shared/registry/alarms.ts
 * exists with its threshold, notifies the one topic, and has a runbook section. One synthesis
 * (the real registry, jobs and triggers: the areas and queues are theirs).
 */
let platform: ReturnType<typeof synthPlatform>;
let alarms: Map<string, TypedResource<'AWS::CloudWatch::Alarm'>['Properties']>;
const areas = callableAreas(callables);
const EMAIL = 'oncall@advance-pay.example';

beforeAll(() => {
  platform = synthPlatform({
    jobs: SCHEDULED_JOBS,
    uploadTriggers: UPLOAD_TRIGGERS,
    alarmEmail: EMAIL,
    nag: false,
  });
  alarms = new Map(
    ofType(platform.monitoring, 'AWS::CloudWatch::Alarm').map((a) => [a.Properties.AlarmName, a.Properties]),
  );
});

const alarm = (name: string) => {
  const found = alarms.get(`AdvancePay-${name}`);
  if (!found) throw new Error(`No alarm AdvancePay-${name} among ${[...alarms.keys()].join(', ')}`);
  return found;
};
const operator = (d: AlarmDefinition) =>
  d.comparison === '>=' ? 'GreaterThanOrEqualToThreshold' : 'GreaterThanThreshold';
/** The metrics an alarm reads (its own, or those of its math). */
const metricsOf = (a: ReturnType<typeof alarm>) =>
  a.MetricName
    ? [{ namespace: a.Namespace, name: a.MetricName }]
    : (a.Metrics ?? []).flatMap((m) =>
        m.MetricStat ? [{ namespace: m.MetricStat.Metric.Namespace, name: m.MetricStat.Metric.MetricName }] : [],
      );

describe('the alarm topic', () => {
  it('is the one topic, e-mailing the address given as alarmEmail, and every alarm notifies it', () => {
    const topics = entriesOfType(platform.monitoring, 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    const topicRef = { Ref: topics[0][0] };
    const subscriptions = ofType(platform.monitoring, 'AWS::SNS::Subscription');
    expect(subscriptions.map((s) => [s.Properties.Protocol, s.Properties.Endpoint])).toEqual([['email', EMAIL]]);
    expect(alarms.size).toBeGreaterThan(0);
    for (const [name, a] of alarms) {
      expect(a.AlarmActions, name).toEqual([topicRef]);
      expect(a.OKActions, name).toEqual([topicRef]);
    }
  });
});

describe('the business alarms', () => {
  it.each([
    [ALARMS.endOfDayFailed, OPERATIONS_METRICS.endOfDayFailed, 'Sum'],
    [ALARMS.endOfDayNotFinished, OPERATIONS_METRICS.endOfDayLate, 'Maximum'],
    [ALARMS.partnerFileFailed, OPERATIONS_METRICS.partnerFilesFailed, 'Sum'],
    [ALARMS.auditEntryMissing, OPERATIONS_METRICS.auditEntryMissing, 'Sum'],
    [ALARMS.payRunsStuck, OPERATIONS_METRICS.payRunsStuck, 'Maximum'],
    [ALARMS.disbursementsStuck, OPERATIONS_METRICS.disbursementsStuck, 'Maximum'],
  ] as const)('$0.name reads its metric with its threshold', (definition, metricName, statistic) => {
    const a = alarm(definition.name);
    expect(a).toMatchObject({
      Namespace: OPERATIONS_NAMESPACE,
      MetricName: metricName,
      Statistic: statistic,
      Threshold: definition.threshold,
      ComparisonOperator: operator(definition),
      Period: definition.periodMinutes * 60,
    });
    expect(a.AlarmDescription).toContain(`docs/operations.md#${definition.name.toLowerCase()}`);
  });

  it('EndOfDayNotFinished fires when the watchdog says nothing; the others do not', () => {
    expect(alarm(ALARMS.endOfDayNotFinished.name).TreatMissingData).toBe('breaching');
    expect(alarm(ALARMS.endOfDayFailed.name).TreatMissingData).toBe('notBreaching');
  });

  it('the watchdog job runs every 5 minutes', () => {
    const watchdog = SCHEDULED_JOBS.find((j) => j.handlerPath === 'lambdas/jobs/alarm-watchdog.ts');
    expect(watchdog?.cron).toEqual({ minute: '0/5', hour: '*' });
    templateOf(platform.events!).hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0/5 * * * ? *)',
    });
  });
});

describe('dead letters and DynamoDB', () => {
  it('every dead-letter queue (work queues, jobs, upload triggers) has its alarm at one message', () => {
    const names = [
      ...WORK_QUEUES.map((q) => `DeadLetters-queue-${q.name}`),
      ...SCHEDULED_JOBS.map((j) => `DeadLetters-job-${j.name}`),
      ...UPLOAD_TRIGGERS.map((t) => `DeadLetters-upload-${t.name}`),
    ];
    for (const name of names)
      expect(alarm(name), name).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    expect([...alarms.keys()].filter((n) => n.startsWith('AdvancePay-DeadLetters-'))).toHaveLength(names.length);
  });

  it('DynamoDB throttles and system errors of the table', () => {
    const throttles = alarm(ALARMS.dynamoThrottles.name);
    expect(
      metricsOf(throttles)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    expect(throttles.Threshold).toBe(ALARMS.dynamoThrottles.threshold);
    const errors = alarm(ALARMS.dynamoSystemErrors.name);
    const read = metricsOf(errors);
    // An alarm's math takes at most 10 metrics.
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThanOrEqual(10);
    expect(new Set(read.map((m) => `${String(m.namespace)}/${m.name}`))).toEqual(
      new Set(['AWS/DynamoDB/SystemErrors']),
    );
  });
});

describe('per callable area', () => {
  it('every area has its 5xx rate, throttles, Lambda errors and p99 alarms; the background Lambdas their errors', () => {
    expect(areas.length).toBeGreaterThan(10);
    for (const area of areas) {
      const rate = alarm(areaAlarmName(AREA_ALARMS.api5xxRate, area));
      expect(
        metricsOf(rate)
          .map((m) => m.name)
          .sort(),
      ).toEqual([areaMetricName.requests(area), areaMetricName.serverErrors(area)].sort());
      expect(rate.Metrics?.find((m) => m.Expression)?.Expression).toContain(
        '100 * FILL(errors, 0) / FILL(requests, 1)',
      );
      expect(alarm(areaAlarmName(AREA_ALARMS.apiThrottles, area))).toMatchObject({
        MetricName: areaMetricName.throttles(area),
        Threshold: AREA_ALARMS.apiThrottles.threshold,
      });
      expect(alarm(areaAlarmName(AREA_ALARMS.lambdaErrors, area))).toMatchObject({
        MetricName: areaMetricName.lambdaErrors(area),
        Statistic: 'Sum',
      });
      expect(alarm(areaAlarmName(AREA_ALARMS.lambdaP99, area))).toMatchObject({
        MetricName: areaMetricName.lambdaDuration(area),
        ExtendedStatistic: 'p99',
        Threshold: AREA_ALARMS.lambdaP99.threshold,
      });
    }
    expect(alarm(areaAlarmName(AREA_ALARMS.lambdaErrors, BACKGROUND_AREA)).MetricName).toBe(
      areaMetricName.lambdaErrors(BACKGROUND_AREA),
    );
    // Per area, never per callable.
    expect(alarms.size).toBeLessThan(callables.length);
  });

  it("the access log's metric filters: three per area, under the 100 a log group takes", () => {
    const filters = ofType(platform.api, 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(areas.length * 3);
    expect(filters.length).toBeLessThanOrEqual(100);
    const orgs5xx = filters.find((f) => f.Properties.MetricTransformations[0].MetricName === 'Api5xx-orgs');
    expect(orgs5xx?.Properties.FilterPattern).toBe('{ ($.routeKey = "POST /api/orgs-*") && ($.status = "5*") }');
  });

  it("every Lambda's log feeds its area's errors and durations", () => {
    for (const stack of platform.api.routeStacks) {
      const filters = ofType(stack, 'AWS::Logs::MetricFilter').map((f) => f.Properties);
      const functions = ofType(stack, 'AWS::Lambda::Function');
      expect(filters).toHaveLength(functions.length * 2);
      for (const f of filters)
        expect(f.MetricTransformations[0].MetricName).toMatch(/^Lambda(Errors|Duration)-[a-zA-Z]+$/);
      const duration = filters.find((f) => f.MetricTransformations[0].MetricValue === '$duration');
      expect(duration?.FilterPattern).toBe(
        '[type = "REPORT", requestIdLabel, requestId, label = "Duration:", duration, ...]',
      );
      const errors = filters.find((f) => f.MetricTransformations[0].MetricName.startsWith('LambdaErrors-'));
      expect(errors?.FilterPattern).toBe('?"Invoke Error" ?"Task timed out" ?"Runtime exited"');
    }
    const background = ofType(platform.events!, 'AWS::Logs::MetricFilter').map(
      (f) => f.Properties.MetricTransformations[0].MetricName,
    );
    expect(background).toContain(areaMetricName.lambdaErrors(BACKGROUND_AREA));
  });
});

describe('the dashboard', () => {
  it("shows the day's money flows beside the health figures", () => {
    const [dashboard] = ofType(platform.monitoring, 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('AdvancePay-Operations');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const name of [
      OPERATIONS_METRICS.withdrawals,
      OPERATIONS_METRICS.withdrawalsSen,
      OPERATIONS_METRICS.bankBatches,
      OPERATIONS_METRICS.endOfDayFinished,
      OPERATIONS_METRICS.partnerFiles,
      OPERATIONS_METRICS.payRunsProcessing,
      OPERATIONS_METRICS.disbursementsProcessing,
      'Api5xx',
      'ApiThrottles',
      'LambdaErrors',
      'LambdaDuration',
      'ReadThrottleEvents',
      'ApproximateNumberOfMessagesVisible',
    ])
      expect(body, name).toContain(name);
    expect(body).toContain('alarm');
  });
});

describe('the runbook', () => {
  it('docs/operations.md has a section for every alarm', () => {
    const doc = readFileSync(fromRoot('docs/operations.md'), 'utf8');
    const headings = [...doc.matchAll(/^#{2,4} (\S+)/gm)].map((m) => m[1]);
    for (const d of [...Object.values(ALARMS), ...Object.values(AREA_ALARMS)])
      expect(headings, d.name).toContain(d.name);
    expect(doc).toContain('-c alarmEmail=');
  });
});
