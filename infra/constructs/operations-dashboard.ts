import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { OPERATIONS_METRICS, OPERATIONS_NAMESPACE } from '../../shared/registry/alarms';
import type { WatchedQueue } from '../stacks/monitoring-stack';

/** Props of {@link operationsDashboard}. */
export interface OperationsDashboardProps {
  name: string;
  table: dynamodb.ITable;
  deadLetterQueues: readonly WatchedQueue[];
  alarms: readonly cloudwatch.IAlarm[];
}

const HOUR = Duration.hours(1);
const FIVE_MINUTES = Duration.minutes(5);

const metric = (metricName: string, statistic: string, period = HOUR, label?: string) =>
  new cloudwatch.Metric({
    namespace: OPERATIONS_NAMESPACE,
    metricName,
    statistic,
    period,
    ...(label ? { label } : {}),
  });

/** Every series of a metric split by `Status` (one line per status that occurred). */
const byStatus = (metricName: string, label: string) =>
  new cloudwatch.MathExpression({
    expression: `SEARCH('{${OPERATIONS_NAMESPACE},Status} MetricName="${metricName}"', 'Sum', 3600)`,
    label,
    period: HOUR,
  });

/** Every per-area metric whose name starts so (one line per area). */
const perArea = (prefix: string, statistic: string, label: string) =>
  new cloudwatch.MathExpression({
    // Names are `<prefix>-<area>`: a search term matches the name's word before the dash.
    expression: `SEARCH('{${OPERATIONS_NAMESPACE}} ${prefix}', '${statistic}', 300)`,
    label,
    period: FIVE_MINUTES,
  });

/**
 * The operations dashboard (docs/operations.md#the-dashboard), the last 24 hours: the day's money
 * flows on the left (withdrawals by status, end-of-day bank files, partner files, pay runs and
 * disbursements in processing), the health figures on the right and below (every alarm, 5xx and
 * 429 per area, Lambda errors and p99 per area, DynamoDB, dead-letter queues).
 */
export function operationsDashboard(
  scope: Construct,
  id: string,
  props: OperationsDashboardProps,
): cloudwatch.Dashboard {
  const dashboard = new cloudwatch.Dashboard(scope, id, {
    dashboardName: props.name,
    defaultInterval: Duration.days(1),
  });
  const graph = (title: string, left: cloudwatch.IMetric[], width = 8) =>
    new cloudwatch.GraphWidget({ title, left, width, height: 6 });

  dashboard.addWidgets(
    new cloudwatch.TextWidget({
      markdown: '## Money flows today · Health\nRunbook of every alarm: `docs/operations.md`.',
      width: 24,
      height: 1,
    }),
  );
  dashboard.addWidgets(
    graph('Withdrawals by status (count per hour)', [byStatus(OPERATIONS_METRICS.withdrawals, 'Withdrawals')]),
    graph('Withdrawals by status (sen per hour)', [byStatus(OPERATIONS_METRICS.withdrawalsSen, 'Sen')]),
    new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 8, height: 6 }),
  );
  dashboard.addWidgets(
    graph('End of day', [
      metric(OPERATIONS_METRICS.endOfDayFinished, 'Sum', HOUR, 'Scheduled runs finished'),
      metric(OPERATIONS_METRICS.bankBatches, 'Sum', HOUR, 'Bank files'),
      metric(OPERATIONS_METRICS.endOfDayFailed, 'Sum', HOUR, 'Failures'),
      metric(OPERATIONS_METRICS.endOfDayLate, 'Maximum', FIVE_MINUTES, 'Late (watchdog)'),
    ]),
    graph('Partner files by status', [byStatus(OPERATIONS_METRICS.partnerFiles, 'Files')]),
    graph('Pay runs and disbursements in processing', [
      metric(OPERATIONS_METRICS.payRunsProcessing, 'Maximum', FIVE_MINUTES, 'Pay runs processing'),
      metric(OPERATIONS_METRICS.payRunsStuck, 'Maximum', FIVE_MINUTES, 'Pay runs stuck'),
      metric(OPERATIONS_METRICS.disbursementsProcessing, 'Maximum', FIVE_MINUTES, 'Disbursements processing'),
      metric(OPERATIONS_METRICS.disbursementsStuck, 'Maximum', FIVE_MINUTES, 'Disbursements stuck'),
    ]),
  );
  dashboard.addWidgets(
    graph('API 5xx per area', [perArea('Api5xx', 'Sum', '5xx')], 6),
    graph('API throttles (429) per area', [perArea('ApiThrottles', 'Sum', '429')], 6),
    graph('Lambda errors per area', [perArea('LambdaErrors', 'Sum', 'Errors')], 6),
    graph('Lambda p99 duration per area (ms)', [perArea('LambdaDuration', 'p99', 'p99')], 6),
  );
  dashboard.addWidgets(
    graph(
      'DynamoDB throttles and system errors',
      [
        props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES, label: 'Read throttles' }),
        props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES, label: 'Write throttles' }),
      ],
      12,
    ),
    graph(
      'Dead-letter queues (messages waiting)',
      props.deadLetterQueues.map(({ name, queue }) =>
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: FIVE_MINUTES, label: name }),
      ),
      12,
    ),
  );
  return dashboard;
}
