import { ALARMS, OPERATIONS_METRICS } from '../../../shared/registry/alarms';
import { epochSeconds, klDate } from '../../../shared/domain/time/time';
import { putOperationsMetrics, warnAlarm } from '../../core/operations-metrics';

type EndOfDayEvent = { time?: string; detail?: { orgId?: unknown } };

/**
 * The end-of-day job's handler measured for the alarms (docs/operations.md): a scheduled run (not
 * one limited to an organisation) that returns is recorded as its Malaysia day's finished run
 * (what the watchdog's EndOfDayNotFinished reads) and counted `EndOfDayFinished`; a run that
 * throws counts `EndOfDayFailed`, logs `⚠ alarm EndOfDayFailed: …` and throws on (the schedule
 * retries it).
 */
export function endOfDayMonitored<E extends EndOfDayEvent, R extends object>(
  run: (event?: E) => Promise<R>,
  record: (day: string, at: number, summary: object) => Promise<void>,
) {
  return async (event?: E): Promise<R> => {
    const scheduled = typeof event?.detail?.orgId !== 'string';
    let result: R;
    try {
      result = await run(event);
    } catch (err) {
      putOperationsMetrics([{ name: OPERATIONS_METRICS.endOfDayFailed, value: 1 }]);
      warnAlarm(ALARMS.endOfDayFailed.name, 'the end-of-day job failed', {
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      throw err;
    }
    if (scheduled) {
      const due = event?.time ? new Date(event.time) : new Date();
      await record(klDate(due), epochSeconds(), result);
      putOperationsMetrics([{ name: OPERATIONS_METRICS.endOfDayFinished, value: 1 }]);
    }
    return result;
  };
}

/** An organisation's end-of-day message failed (it is retried, then dead-lettered). */
export function endOfDayMessageFailed(orgId: string, err: unknown): void {
  putOperationsMetrics([{ name: OPERATIONS_METRICS.endOfDayFailed, value: 1 }]);
  warnAlarm(ALARMS.endOfDayFailed.name, "an organisation's end of day failed (retried, then dead-lettered)", {
    orgId,
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
  });
}
