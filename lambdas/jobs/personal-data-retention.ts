import { epochSeconds } from '../../shared/domain/time/time';
import { env } from '../core/env';
import { errorName } from '../core/error-name';
import { invocationScoped, logger } from '../core/powertools';
import { allOrgIds } from '../data/table/org-walk';
import { anonymiseEmployee, dueEmployees } from '../services/employees/anonymisation';
import { finishPendingPayees } from '../services/employees/anonymised-copies';
import type { JobEvent } from './end-of-day';

/**
 * The `personal-data-retention` job (infra/schedules.ts, daily; `npm run job -- personal-data-retention`):
 * anonymises the employees deleted, or with their login suspended, for longer than `RETENTION_DAYS`
 * (docs/rules.md#privacy), keeping the amounts and dates of their money records. Walks the
 * organisations one at a time, each employee one after another; idempotent (an anonymised employee
 * is never due again) and resumable (an interrupted employee is finished by the next run). Logs
 * counts and pseudonyms only, never a name or an IC number. `event.time` is when it runs;
 * `detail.orgId` (not set by the schedule) limits a run to one organisation.
 */
export const handler = invocationScoped(async function personalDataRetentionJob(event?: JobEvent) {
  const at = event?.time ? new Date(event.time) : new Date();
  const now = epochSeconds(Number.isNaN(at.getTime()) ? new Date() : at);
  const days = env.retentionDays;
  const orgIds = typeof event?.detail?.orgId === 'string' ? [event.detail.orgId] : await allOrgIds();
  const result = { organisations: orgIds.length, retentionDays: days, anonymised: 0, skipped: 0, failed: 0, payees: 0 };
  for (const orgId of orgIds) {
    try {
      // Payee copies left in disbursements open at an earlier anonymisation, now closed.
      result.payees += await finishPendingPayees(orgId);
    } catch (err) {
      result.failed += 1;
      logger.error('Payee copies not anonymised: failed, left for the next run', { orgId, error: errorName(err) });
    }
    for (const due of await dueEmployees(orgId, now, days)) {
      let done: Awaited<ReturnType<typeof anonymiseEmployee>>;
      try {
        done = await anonymiseEmployee(due, now);
      } catch (err) {
        // Left marked (`anonymisingAs`): the next run carries on with the same pseudonym.
        result.failed += 1;
        logger.error('Employee not anonymised: failed, left for the next run', {
          orgId,
          reason: due.reason,
          error: errorName(err),
        });
        continue;
      }
      if (!done) {
        result.skipped += 1;
        logger.info('Employee not anonymised: changed since read', { orgId, reason: due.reason });
        continue;
      }
      result.anonymised += 1;
      logger.info('Employee anonymised', { orgId, reason: due.reason, ...done });
    }
  }
  logger.info('Personal data retention finished', result);
  // A failure fails the run (the LambdaErrors-background alarm, docs/operations.md) once every other
  // employee has been done.
  if (result.failed)
    throw new Error(
      `Personal data retention: ${result.failed} employee(s) or payee lists not finished; the next run carries on`,
    );
  return result;
});
