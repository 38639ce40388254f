import { runEarnedWageAccrual } from '../services/advance-pay/earned-wage-accrual';
import type { JobEvent } from './end-of-day';
import { invocationScoped } from '../core/powertools';

/**
 * The daily earned-wage accrual (infra/schedules.ts), for the Malaysian day it was due
 * (`event.time`): a late or repeated run still accrues that day, and records each failure once.
 * `detail.orgId` (not set by the schedule) limits a run to one organisation.
 */
export const handler = invocationScoped(async function earnedWageAccrualJob(event?: JobEvent) {
  const due = event?.time ? new Date(event.time) : new Date();
  const orgId = typeof event?.detail?.orgId === 'string' ? event.detail.orgId : undefined;
  return runEarnedWageAccrual({ at: Number.isNaN(due.getTime()) ? new Date() : due, orgId });
});
