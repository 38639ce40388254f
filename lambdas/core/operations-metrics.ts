import { OPERATIONS_NAMESPACE, alarmWarning } from '../../shared/registry/alarms';
import { logger } from './powertools';

/** One metric value of {@link putOperationsMetrics}. */
export interface OperationsMetric {
  name: string;
  value: number;
  unit?: 'Count' | 'None';
}

/**
 * Writes metrics of namespace `AdvancePay/Operations` (shared/registry/alarms.ts) at once, as one
 * CloudWatch Embedded Metric Format line: CloudWatch makes metrics of it from the function's log,
 * with no API call and no permission beyond writing the log. `dimensions` (at most a few, fixed
 * words such as a status) split the metrics; none keeps them whole (what the alarms read). Jobs
 * and workers have no invocation-end flush (lambdas/core/powertools.ts), hence a line now.
 */
export function putOperationsMetrics(
  metrics: readonly OperationsMetric[],
  dimensions: Record<string, string> = {},
): void {
  if (!metrics.length || process.env.POWERTOOLS_METRICS_DISABLED === 'true') return;
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: OPERATIONS_NAMESPACE,
          Dimensions: [Object.keys(dimensions)],
          Metrics: metrics.map((m) => ({ Name: m.name, Unit: m.unit ?? 'Count' })),
        },
      ],
    },
    ...dimensions,
    ...Object.fromEntries(metrics.map((m) => [m.name, m.value])),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * An alarm's condition seen by the product itself: a warning log line `⚠ alarm <name>: <condition>`
 * (the same words the local stack prints; deployed, the alarm reads the metric).
 */
export function warnAlarm(name: string, condition: string, attributes?: Record<string, unknown>): void {
  logger.warn(alarmWarning(name, condition), attributes);
}
