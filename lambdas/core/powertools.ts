import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { maskLogValue } from './log-masking';

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

/**
 * JSON.stringify replacer: errors keep their fields (they have none of their own to enumerate), and
 * every string is masked (lambdas/core/log-masking.ts): no IC, account or mobile number is written whole.
 */
const replacer = (key: string, value: unknown): unknown =>
  value instanceof Error ? errorFields(value) : maskLogValue(key, value);

type Attributes = Record<string, unknown>;

/** What one invocation's log lines carry: its Lambda context fields and its correlation id. */
interface InvocationScope {
  fields: Attributes;
  correlationId: string;
}

/**
 * The invocation each piece of work runs in. Not a module field: the local stack runs every Lambda in
 * one process, several at once, and a field set by one would show in the lines of another (and
 * outlive it). Each invocation's scope lives only in its own async calls.
 */
const scopes = new AsyncLocalStorage<InvocationScope>();

/** The header a caller may send its own correlation id in (answered in the same header). */
export const CORRELATION_HEADER = 'x-correlation-id';

/** A correlation id as taken from outside: letters, digits and `-_.:=/+`, 8 to 100 characters. */
export function validCorrelationId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.:=/+-]{8,100}$/.test(value) ? value : undefined;
}

/** The correlation id of the work running now (undefined outside any invocation). */
export const currentCorrelationId = (): string | undefined => scopes.getStore()?.correlationId;

let coldStart = true;

/**
 * Run one invocation's work with its own log scope: the Lambda context fields Powertools'
 * `injectLambdaContext` added, and the correlation id (the one given when valid, else a new one)
 * as `correlation_id` in every line. Nothing of it is seen by any other invocation, before or after.
 */
export function withInvocation<T>(context: Partial<Context>, correlationId: unknown, work: () => T): T {
  const fields: Attributes = {
    cold_start: coldStart,
    function_arn: context.invokedFunctionArn,
    function_memory_size: context.memoryLimitInMB === undefined ? undefined : Number(context.memoryLimitInMB),
    function_name: context.functionName,
    function_request_id: context.awsRequestId,
  };
  coldStart = false;
  return scopes.run({ fields, correlationId: validCorrelationId(correlationId) ?? randomUUID() }, work);
}

/**
 * Run part of an invocation (one record of a batch) under the correlation id the record carries
 * (a new one when it carries none), keeping the invocation's context fields.
 */
export function withCorrelation<T>(correlationId: unknown, work: () => T): T {
  const fields = scopes.getStore()?.fields ?? {};
  return scopes.run({ fields, correlationId: validCorrelationId(correlationId) ?? randomUUID() }, work);
}

/**
 * Wrap a Lambda handler (`(event, context)`; a job may take less) so each invocation runs in its own
 * log scope ({@link withInvocation}), under the correlation id `correlationOf` finds in its event.
 */
export function invocationScoped<A extends unknown[], R>(
  handler: (...args: A) => Promise<R>,
  correlationOf: (...args: A) => unknown = () => undefined,
): (...args: A) => Promise<R> {
  return (...args) =>
    withInvocation((args[1] ?? {}) as Partial<Context>, correlationOf(...args), () => handler(...args));
}

/** Where the local stack copies every log line (dev/stack.ts `logFile`); unset in AWS. */
let logSink: { write: (line: string) => void; only: boolean } | undefined;

/**
 * The local stack's copy of the log (tests read it); undefined to stop copying. With `only`, lines
 * under WARN go to the copy alone (a quiet stack's console shows warnings and errors only).
 */
export function setLogSink(write: ((line: string) => void) | undefined, { only = false } = {}): void {
  logSink = write ? { write, only } : undefined;
}

/** Structured JSON logger: one line per entry, with the invocation's context fields when inside one. */
export class StructuredLogger {
  private write(level: LevelName, message: string, attributes?: Attributes): void {
    // Read at each entry so a test (or the local stack) can silence it after the module loaded.
    if (LEVELS[level] < levelOf(process.env.LOG_LEVEL)) return;
    const scope = scopes.getStore();
    const entry = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: SERVICE,
      ...scope?.fields,
      ...(scope ? { correlation_id: scope.correlationId } : {}),
      ...(process.env._X_AMZN_TRACE_ID ? { xray_trace_id: process.env._X_AMZN_TRACE_ID.split(';')[0]?.slice(5) } : {}),
      ...attributes,
    };
    const line = JSON.stringify(entry, replacer);
    if (LEVELS[level] >= LEVELS.WARN) process.stderr.write(`${line}\n`);
    else if (!logSink?.only) process.stdout.write(`${line}\n`);
    logSink?.write(line);
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
 * middy middleware: the metrics of the invocation are written when it ends (success or failure).
 * The log scope is not set here but around the whole chain ({@link invocationScoped}), so no
 * middleware's line falls outside it. Event bodies are never logged: they hold personal data.
 */
export function observe<E, R>(): middy.MiddlewareObj<E, R> {
  const end = (): void => {
    metrics.publishStoredMetrics();
  };
  return {
    after: end,
    onError: end,
  };
}
