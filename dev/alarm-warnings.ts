import {
  AREA_ALARMS,
  MIN_REQUESTS_FOR_RATE,
  alarmWarning,
  areaAlarmName,
  breaches,
  deadLetterAlarmName,
  type AlarmDefinition,
} from '../shared/registry/alarms';

/**
 * The deployed alarms' conditions, watched in the local stack (docs/operations.md#the-local-stack):
 * each prints `⚠ alarm <name>: <condition>` with the names and thresholds of
 * shared/registry/alarms.ts. Like a CloudWatch alarm, a condition is judged over the alarm's period
 * and printed once per period while it holds (not once per request of a flood). The business
 * alarms are printed by the product code itself (lambdas/core/operations-metrics.ts `warnAlarm`);
 * DynamoDB throttles have no local counterpart (DynamoDB Local does not throttle).
 */
export interface LocalAlarms {
  /** A work queue's message went to the dead letters (DeadLetters-queue-<name>). */
  deadLetter(queue: string): void;
  /** An API request of an area was answered (5xx rate, throttles, p99 duration). */
  response(area: string, status: number, durationMs?: number): void;
  /** A Lambda crashed or timed out (LambdaErrors-<area>; jobs are the background area). */
  lambdaError(area: string, what: string): void;
}

interface Sample {
  at: number;
  status: number;
  durationMs?: number;
}

/** The 99th percentile of values (nearest rank, as CloudWatch's p99 of few samples: their maximum). */
export const p99 = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

export function localAlarms(log: (line: string) => void, now: () => number = () => Date.now()): LocalAlarms {
  const samples = new Map<string, Sample[]>();
  const errors = new Map<string, number[]>();
  const warnedAt = new Map<string, number>();
  const periodMs = (definition: AlarmDefinition) => definition.periodMinutes * 60_000;
  /** Prints the warning unless this alarm printed one within its period. */
  const warn = (name: string, definition: AlarmDefinition, condition: string) => {
    const at = now();
    const last = warnedAt.get(name);
    if (last !== undefined && at - last < periodMs(definition)) return;
    warnedAt.set(name, at);
    log(alarmWarning(name, condition));
  };
  const within = <T extends { at: number } | number>(list: readonly T[], definition: AlarmDefinition): T[] => {
    const from = now() - periodMs(definition);
    return list.filter((x) => (typeof x === 'number' ? x : x.at) > from);
  };
  const longest = Math.max(...Object.values(AREA_ALARMS).map(periodMs));

  return {
    deadLetter(queue) {
      // The deployed alarm fires on one visible message: every dead letter is the condition.
      log(
        alarmWarning(
          deadLetterAlarmName(`queue-${queue}`),
          `a message of the ${queue} work queue went to the dead letters`,
        ),
      );
    },

    response(area, status, durationMs) {
      const { api5xxRate, apiThrottles, lambdaP99 } = AREA_ALARMS;
      const kept = [...(samples.get(area) ?? []), { at: now(), status, durationMs }].filter(
        (s) => s.at > now() - longest,
      );
      samples.set(area, kept);

      const recent = within(kept, api5xxRate);
      const failed = recent.filter((s) => s.status >= 500).length;
      const rate = (100 * failed) / recent.length;
      if (recent.length >= MIN_REQUESTS_FOR_RATE && breaches(rate, api5xxRate))
        warn(
          areaAlarmName(api5xxRate, area),
          api5xxRate,
          `${rate.toFixed(1)} % of ${String(recent.length)} requests answered 5xx in ${String(api5xxRate.periodMinutes)} min (threshold ${String(api5xxRate.threshold)} %)`,
        );

      const throttled = within(kept, apiThrottles).filter((s) => s.status === 429).length;
      if (breaches(throttled, apiThrottles))
        warn(
          areaAlarmName(apiThrottles, area),
          apiThrottles,
          `${String(throttled)} requests refused 429 in ${String(apiThrottles.periodMinutes)} min (threshold ${String(apiThrottles.threshold)})`,
        );

      const durations = within(kept, lambdaP99).flatMap((s) => (s.durationMs === undefined ? [] : [s.durationMs]));
      const slowest = p99(durations);
      if (durations.length && breaches(slowest, lambdaP99))
        warn(
          areaAlarmName(lambdaP99, area),
          lambdaP99,
          `p99 duration ${String(Math.round(slowest))} ms over ${String(lambdaP99.periodMinutes)} min (threshold ${String(lambdaP99.threshold)} ms)`,
        );
    },

    lambdaError(area, what) {
      const { lambdaErrors } = AREA_ALARMS;
      const kept = within([...(errors.get(area) ?? []), now()], lambdaErrors);
      errors.set(area, kept);
      if (breaches(kept.length, lambdaErrors))
        warn(
          areaAlarmName(lambdaErrors, area),
          lambdaErrors,
          `${what} (${String(kept.length)} in ${String(lambdaErrors.periodMinutes)} min)`,
        );
    },
  };
}
