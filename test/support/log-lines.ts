import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { maskLogValue } from '../../lambdas/core/log-masking';
import { setLogSink } from '../../lambdas/core/powertools';

/**
 * The log lines of the test run (docs/local-stack.md "Logs"): test/support/global-setup.ts names one
 * file in `STACK_LOG_FILE`, the stack's process appends every handler's line to it (dev/stack.ts
 * `logFile`), and so does each test worker, where tests run jobs and workers themselves
 * ({@link captureWorkerLogs}).
 */

export type LogLine = Record<string, unknown> & { level: string; message: string; timestamp: string };

/** The run's log file (set by the global setup before the workers start). */
export function logFile(): string {
  const file = process.env.STACK_LOG_FILE;
  if (!file) throw new Error('STACK_LOG_FILE is not set: the log lines are not captured');
  return file;
}

/** Every captured line so far, parsed (a line cut short by a concurrent write is skipped). */
export function readLogLines(file = logFile()): LogLine[] {
  if (!existsSync(file)) return [];
  const lines: LogLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      // a partial line: the next read has it whole
    }
  }
  return lines;
}

/** Copy this worker's log lines into the run's file too (a setup file of the `stack` project). */
export function captureWorkerLogs(): void {
  const file = process.env.STACK_LOG_FILE;
  if (file) setLogSink((line) => appendFileSync(file, `${line}\n`));
}

/** Every string a parsed line holds, however deep, with the name of its field. */
function stringsOf(value: unknown, key = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([key, value]);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsOf(v, k, out);
  return out;
}

/**
 * The lines that show personal data whole: an IC, account or mobile number in a string, or a
 * personal field unmasked (what the logger's masking would have changed), or any of `known` (the test data's own numbers,
 * compared digits only, so `900101-14-5678` is found as `900101145678` too).
 */
export function linesWithPersonalData(lines: readonly string[], known: readonly string[] = []): string[] {
  const knownPatterns = known
    .map((k) => k.replace(/\D/g, ''))
    .filter((d) => d.length >= 8)
    .map((d) => new RegExp(d.split('').join('[-\\s]?')));
  return lines.filter((text) => {
    if (!text.startsWith('{')) return false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return false;
    }
    return stringsOf(parsed).some(
      ([key, s]) => maskLogValue(key, s) !== s || knownPatterns.some((pattern) => pattern.test(s)),
    );
  });
}
