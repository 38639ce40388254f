import { errorName } from '../core/error-name';
import { mapLimit } from '../core/concurrency';
import { invocationScoped, logger } from '../core/powertools';
import { allOrgIds } from '../data/table/org-walk';
import { escalateOrg } from '../services/advance-pay/escalation';
import type { JobEvent } from './end-of-day';

/** Organisations checked at once: each is one Query of its pending queue, most of them empty. */
const PARALLEL = 4;

/**
 * The `approval-escalation` job (infra/schedules.ts, every 15 minutes in working hours;
 * `npm run job -- approval-escalation`): every organisation's pending Advance Pay requests past
 * their decision due time are escalated, each step once (docs/rules.md#decision-deadline-and-escalation).
 * `event.time` is when it runs (tests give one); `detail.orgId` (not set by the schedule) limits a
 * run to one organisation. An organisation that fails is logged and the others still run; the run
 * then fails (the LambdaErrors-background alarm, docs/operations.md) and the next one carries on.
 */
export const handler = invocationScoped(async function approvalEscalationJob(event?: JobEvent) {
  const at = event?.time ? new Date(event.time) : new Date();
  const now = Number.isNaN(at.getTime()) ? new Date() : at;
  const orgIds = typeof event?.detail?.orgId === 'string' ? [event.detail.orgId] : await allOrgIds();
  const result = { organisations: orgIds.length, pending: 0, escalated: 0, toBackup: 0, noBackup: 0, failed: 0 };
  await mapLimit(orgIds, PARALLEL, async (orgId) => {
    try {
      const r = await escalateOrg(orgId, now);
      result.pending += r.pending;
      result.escalated += r.escalated;
      result.toBackup += r.toBackup;
      result.noBackup += r.noBackup;
    } catch (err) {
      result.failed += 1;
      logger.error('Pending requests not escalated: failed, left for the next run', { orgId, error: errorName(err) });
    }
  });
  logger.info('Approval escalation finished', result);
  if (result.failed)
    throw new Error(`Approval escalation: ${result.failed} organisation(s) failed; the next run carries on`);
  return result;
});
