import type middy from '@middy/core';
import type { Context } from 'aws-lambda';

/**
 * The logger and metrics shared by every handler (docs/architecture.md#request-path). They write
 * what AWS Lambda Powertools wrote (same JSON log fields, same CloudWatch EMF metric lines) in a
 * few hundred bytes instead of ~35 KB of every bundle (docs/architecture.md#lambda-bundles).
 */

const SERVICE = 'advance-pay';
const NAMESPACE = 'AdvancePay';

const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, CRITICAL: 24, SILENT: 28 } as const;
type LevelName = keyof typeof LEVELS;

const levelOf = (value: string | undefined): number =>
  (LEVELS as Record<string, number | undefined>)[(value ?? 'INFO').toUpperCase()] ?? LEVELS.INFO;

/** An Error as Powertools logs it: name, message, where it was thrown, and its stack. */
function errorFields(error: Error): Record<string, unknown> {
  const at = /\(([^)]+)\)/.exec(error.stack?.split('\n')[1] ?? '')?.[1];
  return { name: error.name, location: at ?? '', message: error.message, stack: error.stack };
}

/** JSON.stringify replacer: errors keep their fields (they have none of their own to enumerate). */
const replacer = (_key: string, value: unknown): unknown => (value instanceof Error ? errorFields(value) : value);

type Attributes = Record<string, unknown>;

/** Structured JSON logger: one line per entry, with the invocation's context fields when inside one. */
export class StructuredLogger {
  private context: Attributes = {};
  private coldStart = true;

  private write(level: LevelName, message: string, attributes?: Attributes): void {
    // Read at each entry so a test (or the local stack) can silence it after the module loaded.
    if (LEVELS[level] < levelOf(process.env.LOG_LEVEL)) return;
    const entry = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: SERVICE,
      ...this.context,
      ...(process.env._X_AMZN_TRACE_ID ? { xray_trace_id: process.env._X_AMZN_TRACE_ID.split(';')[0]?.slice(5) } : {}),
      ...attributes,
    };
    const line = JSON.stringify(entry, replacer);
    if (LEVELS[level] >= LEVELS.WARN) process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }

  debug(message: string, attributes?: Attributes): void {
    this.write('DEBUG', message, attributes);
  }
  info(message: string, attributes?: Attributes): void {
    this.write('INFO', message, attributes);
  }
  warn(message: string, attributes?: Attributes): void {
    this.write('WARN', message, attributes);
  }
  error(message: string, attributes?: Attributes): void {
    this.write('ERROR', message, attributes);
  }

  /** The Lambda context fields Powertools' `injectLambdaContext` added to every entry of an invocation. */
  startInvocation(context: Partial<Context>): void {
    this.context = {
      cold_start: this.coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: context.memoryLimitInMB === undefined ? undefined : Number(context.memoryLimitInMB),
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    this.coldStart = false;
  }

  endInvocation(): void {
    this.context = {};
  }
}

/** CloudWatch metric units this project uses. */
export type MetricUnit = 'Count' | 'Milliseconds' | 'Seconds' | 'Bytes' | 'Percent';

/**
 * Metrics written as one CloudWatch Embedded Metric Format line per invocation (namespace
 * `AdvancePay`, dimension `service`), which CloudWatch turns into metrics from the log.
 */
export class EmfMetrics {
  private values = new Map<string, { unit: MetricUnit; values: number[] }>();

  addMetric(name: string, unit: MetricUnit, value: number): void {
    const metric = this.values.get(name) ?? { unit, values: [] };
    metric.values.push(value);
    this.values.set(name, metric);
  }

  /** Writes the metrics added since the last flush (nothing when none, or when disabled locally). */
  publishStoredMetrics(): void {
    if (this.values.size === 0) return;
    const metrics = [...this.values];
    this.values = new Map();
    if (process.env.POWERTOOLS_METRICS_DISABLED === 'true') return;
    const line = {
      _aws: {
        Timestamp: Date.now(),
        CloudWatchMetrics: [
          {
            Namespace: NAMESPACE,
            Dimensions: [['service']],
            Metrics: metrics.map(([name, m]) => ({ Name: name, Unit: m.unit })),
          },
        ],
      },
      service: SERVICE,
      ...Object.fromEntries(metrics.map(([name, m]) => [name, m.values.length === 1 ? m.values[0] : m.values])),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

export const logger = new StructuredLogger();
export const metrics = new EmfMetrics();

/**
 * middy middleware: the logger carries the invocation's context fields, and the metrics of the
 * invocation are written when it ends (success or failure). Event bodies are never logged: they
 * hold personal data.
 */
export function observe<E, R>(): middy.MiddlewareObj<E, R> {
  const end = (): void => {
    metrics.publishStoredMetrics();
    logger.endInvocation();
  };
  return {
    before: (request) => {
      logger.startInvocation(request.context);
    },
    after: end,
    onError: end,
  };
}
