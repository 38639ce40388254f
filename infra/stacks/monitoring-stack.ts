import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import {
  ALARMS,
  AREA_ALARMS,
  BACKGROUND_AREA,
  MIN_REQUESTS_FOR_RATE,
  OPERATIONS_METRICS,
  OPERATIONS_NAMESPACE,
  areaAlarmName,
  areaMetricName,
  deadLetterAlarmName,
  type AlarmDefinition,
} from '../../shared/registry/alarms';
import { operationsDashboard } from '../constructs/operations-dashboard';

/** A dead-letter queue to watch, named as its alarm will be (`DeadLetters-<name>`). */
export interface WatchedQueue {
  name: string;
  queue: sqs.IQueue;
}

/** Props of {@link MonitoringStack}. */
export interface MonitoringStackProps extends StackProps {
  /** Prefix of every alarm's and the dashboard's name (the platform's stack prefix). */
  prefix: string;
  /** Who is told: an e-mail subscription of the alarm topic (`-c alarmEmail=…`); none when absent. */
  alarmEmail?: string;
  table: dynamodb.ITable;
  /** The callable areas (infra/constructs/area-metrics.ts `callableAreas`). */
  areas: readonly string[];
  deadLetterQueues: readonly WatchedQueue[];
}

/** The DynamoDB operations the product calls (an alarm's metric math takes at most 10 metrics). */
const TABLE_OPERATIONS: dynamodb.Operation[] = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.SCAN,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
  dynamodb.Operation.TRANSACT_GET_ITEMS,
];

const minutes = (definition: AlarmDefinition) => Duration.minutes(definition.periodMinutes);

const operations = (metricName: string, statistic: string, definition: AlarmDefinition) =>
  new cloudwatch.Metric({ namespace: OPERATIONS_NAMESPACE, metricName, statistic, period: minutes(definition) });

/**
 * The alarms of docs/operations.md (declared in shared/registry/alarms.ts), every one notifying one
 * SNS topic, and the operations dashboard. Fed by the other stacks: the table, the dead-letter
 * queues, and the metrics their metric filters and the product write (by name: no reference).
 */
export class MonitoringStack extends Stack {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `${props.prefix} alarms`,
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(this.topic, [
      {
        id: 'AwsSolutions-SNS2',
        reason:
          "Alarm notifications name an alarm and a metric, no personal data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a key of the project's own for this alone is not worth its cost.",
      },
    ]);
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const add = (name: string, definition: AlarmDefinition, metric: cloudwatch.IMetric) => {
      const alarm = new cloudwatch.Alarm(this, `Alarm-${name}`, {
        alarmName: `${props.prefix}-${name}`,
        alarmDescription: `${definition.meaning} Runbook: docs/operations.md#${definition.name.toLowerCase()}`,
        metric,
        threshold: definition.threshold,
        comparisonOperator:
          definition.comparison === '>='
            ? cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD
            : cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        datapointsToAlarm: 1,
        treatMissingData: definition.missingDataBreaches
          ? cloudwatch.TreatMissingData.BREACHING
          : cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new actions.SnsAction(this.topic));
      alarm.addOkAction(new actions.SnsAction(this.topic));
      this.alarms.push(alarm);
      return alarm;
    };

    // The business signals (EMF lines of the product and the watchdog's gauges).
    add(
      ALARMS.endOfDayFailed.name,
      ALARMS.endOfDayFailed,
      operations(OPERATIONS_METRICS.endOfDayFailed, 'Sum', ALARMS.endOfDayFailed),
    );
    add(
      ALARMS.endOfDayNotFinished.name,
      ALARMS.endOfDayNotFinished,
      operations(OPERATIONS_METRICS.endOfDayLate, 'Maximum', ALARMS.endOfDayNotFinished),
    );
    add(
      ALARMS.partnerFileFailed.name,
      ALARMS.partnerFileFailed,
      operations(OPERATIONS_METRICS.partnerFilesFailed, 'Sum', ALARMS.partnerFileFailed),
    );
    add(
      ALARMS.auditEntryMissing.name,
      ALARMS.auditEntryMissing,
      operations(OPERATIONS_METRICS.auditEntryMissing, 'Sum', ALARMS.auditEntryMissing),
    );
    add(
      ALARMS.payRunsStuck.name,
      ALARMS.payRunsStuck,
      operations(OPERATIONS_METRICS.payRunsStuck, 'Maximum', ALARMS.payRunsStuck),
    );
    add(
      ALARMS.disbursementsStuck.name,
      ALARMS.disbursementsStuck,
      operations(OPERATIONS_METRICS.disbursementsStuck, 'Maximum', ALARMS.disbursementsStuck),
    );

    for (const { name, queue } of props.deadLetterQueues)
      add(
        deadLetterAlarmName(name),
        ALARMS.deadLetters,
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: minutes(ALARMS.deadLetters) }),
      );

    const table = props.table;
    add(
      ALARMS.dynamoThrottles.name,
      ALARMS.dynamoThrottles,
      new cloudwatch.MathExpression({
        expression: 'FILL(reads, 0) + FILL(writes, 0)',
        usingMetrics: {
          reads: table.metric('ReadThrottleEvents', { statistic: 'Sum' }),
          writes: table.metric('WriteThrottleEvents', { statistic: 'Sum' }),
        },
        period: minutes(ALARMS.dynamoThrottles),
        label: 'Throttled requests',
      }),
    );
    add(
      ALARMS.dynamoSystemErrors.name,
      ALARMS.dynamoSystemErrors,
      table.metricSystemErrorsForOperations({
        operations: TABLE_OPERATIONS,
        period: minutes(ALARMS.dynamoSystemErrors),
      }),
    );

    // Per callable area (the background Lambdas as one more area for their errors).
    for (const area of props.areas) {
      const { api5xxRate, apiThrottles, lambdaErrors, lambdaP99 } = AREA_ALARMS;
      add(
        areaAlarmName(api5xxRate, area),
        api5xxRate,
        new cloudwatch.MathExpression({
          expression: `IF(FILL(requests, 0) >= ${String(MIN_REQUESTS_FOR_RATE)}, 100 * FILL(errors, 0) / FILL(requests, 1), 0)`,
          usingMetrics: {
            requests: operations(areaMetricName.requests(area), 'Sum', api5xxRate),
            errors: operations(areaMetricName.serverErrors(area), 'Sum', api5xxRate),
          },
          period: minutes(api5xxRate),
          label: `5xx % of ${area}`,
        }),
      );
      add(
        areaAlarmName(apiThrottles, area),
        apiThrottles,
        operations(areaMetricName.throttles(area), 'Sum', apiThrottles),
      );
      add(
        areaAlarmName(lambdaErrors, area),
        lambdaErrors,
        operations(areaMetricName.lambdaErrors(area), 'Sum', lambdaErrors),
      );
      add(areaAlarmName(lambdaP99, area), lambdaP99, operations(areaMetricName.lambdaDuration(area), 'p99', lambdaP99));
    }
    add(
      areaAlarmName(AREA_ALARMS.lambdaErrors, BACKGROUND_AREA),
      AREA_ALARMS.lambdaErrors,
      operations(areaMetricName.lambdaErrors(BACKGROUND_AREA), 'Sum', AREA_ALARMS.lambdaErrors),
    );

    this.dashboard = operationsDashboard(this, 'Dashboard', {
      name: `${props.prefix}-Operations`,
      table,
      deadLetterQueues: props.deadLetterQueues,
      alarms: this.alarms,
    });
  }
}
