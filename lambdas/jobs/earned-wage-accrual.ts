import type { ScheduledEvent } from 'aws-lambda';
import { runEarnedWageAccrual } from '../lib/earned-wage-accrual';

/**
 * The daily earned-wage accrual (infra/schedules.ts), for the Malaysian day it was due
 * (`event.time`): a late or repeated run still accrues that day, and records each failure once.
 */
export async function handler(event: Pick<ScheduledEvent, 'time'> & Partial<ScheduledEvent>) {
  const due = event?.time ? new Date(event.time) : new Date();
  return runEarnedWageAccrual({ at: Number.isNaN(due.getTime()) ? new Date() : due });
}
