import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { OPERATIONS_NAMESPACE, areaMetricName } from '../../shared/registry/alarms';
import { callableArea, type CallableDefinition } from '../../shared/registry/define';
import type { AppFunction } from './app-function';

/**
 * The metric filters behind the per-area alarms (docs/operations.md, shared/registry/alarms.ts).
 * A metric filter can give its metric no fixed dimension, so the area is part of the metric's
 * name (`LambdaErrors-orgs`); every function of an area writes the same metric, which is what lets
 * one alarm watch a whole area (an alarm's metric math takes at most 10 metrics, an area has up to 40
 * functions).
 */

/** The callable areas of the registry (the name's prefix), sorted. */
export const callableAreas = (callables: readonly CallableDefinition[]): string[] =>
  [...new Set(callables.map((c) => callableArea(c.name)))].sort();

/**
 * From a Lambda's own log: its crashes and time-outs (`LambdaErrors-<area>`: the runtime's
 * "Invoke Error", "Task timed out", "Runtime exited" lines: an error the handler answers is not one)
 * and its duration (`LambdaDuration-<area>`, ms, from the platform's REPORT line).
 */
export function addLambdaAreaMetrics(fn: AppFunction, area: string): void {
  new logs.MetricFilter(fn, 'ErrorsMetric', {
    logGroup: fn.logGroup,
    filterPattern: logs.FilterPattern.anyTerm('Invoke Error', 'Task timed out', 'Runtime exited'),
    metricNamespace: OPERATIONS_NAMESPACE,
    metricName: areaMetricName.lambdaErrors(area),
    metricValue: '1',
  });
  new logs.MetricFilter(fn, 'DurationMetric', {
    logGroup: fn.logGroup,
    // REPORT RequestId: <id>  Duration: 12.34 ms  Billed Duration: …
    filterPattern: logs.FilterPattern.spaceDelimited('type', 'requestIdLabel', 'requestId', 'label', 'duration', '...')
      .whereString('type', '=', 'REPORT')
      .whereString('label', '=', 'Duration:'),
    metricNamespace: OPERATIONS_NAMESPACE,
    metricName: areaMetricName.lambdaDuration(area),
    metricValue: '$duration',
    unit: cloudwatch.Unit.MILLISECONDS,
  });
}

/** Props of {@link ApiAreaMetrics}. */
export interface ApiAreaMetricsProps {
  /** The HTTP API's access log (JSON lines with `routeKey` and `status`, infra/stacks/api-stack.ts). */
  accessLogs: logs.ILogGroup;
  areas: readonly string[];
}

/**
 * From the API's access log, per callable area: its requests (`ApiRequests-<area>`), those answered
 * 5xx (`Api5xx-<area>`) and those refused 429 by the route's limit (`ApiThrottles-<area>`). Three
 * filters an area: a log group takes at most 100 (the monitoring test holds the count under it).
 */
export class ApiAreaMetrics extends Construct {
  readonly filters: logs.MetricFilter[] = [];

  constructor(scope: Construct, id: string, props: ApiAreaMetricsProps) {
    super(scope, id);
    for (const area of props.areas) {
      const route = logs.FilterPattern.stringValue('$.routeKey', '=', `POST /api/${area}-*`);
      const metric = (name: string, pattern: logs.IFilterPattern, metricName: string) =>
        this.filters.push(
          new logs.MetricFilter(this, `${area}-${name}`, {
            logGroup: props.accessLogs,
            filterPattern: pattern,
            metricNamespace: OPERATIONS_NAMESPACE,
            metricName,
            metricValue: '1',
          }),
        );
      metric('Requests', route, areaMetricName.requests(area));
      metric(
        '5xx',
        logs.FilterPattern.all(route, logs.FilterPattern.stringValue('$.status', '=', '5*')),
        areaMetricName.serverErrors(area),
      );
      metric(
        'Throttles',
        logs.FilterPattern.all(route, logs.FilterPattern.stringValue('$.status', '=', '429')),
        areaMetricName.throttles(area),
      );
    }
  }
}
