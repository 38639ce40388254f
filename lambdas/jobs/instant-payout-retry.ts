import { errorName } from '../core/error-name';
import { mapLimit } from '../core/concurrency';
import { invocationScoped, logger } from '../core/powertools';
import { allOrgIds } from '../data/table/org-walk';
import { retryInstantPayouts } from '../services/advance-pay/instant-payout-retry';
import type { JobEvent } from './end-of-day';

/** Organisations checked at once: each is one Query of its instant payouts held, nearly always empty. */
const PARALLEL = 4;

/**
 * The `instant-payout-retry` job (infra/schedules.ts, every 5 minutes, day and night, as DuitNow
 * runs; `npm run job -- instant-payout-retry`): every organisation's instant payouts that nobody is
 * paying any more are paid once, or fall back to the end-of-day batch
 * (lambdas/services/advance-pay/instant-payout-retry.ts, docs/rules.md#instant-payout).
 * `detail.orgId` (not set by the schedule) limits a run to one organisation. An organisation that
 * fails is logged and the others still run; the run then fails (the LambdaErrors-background alarm,
 * docs/operations.md) and the next one carries on.
 */
export const handler = invocationScoped(async function instantPayoutRetryJob(event?: JobEvent) {
  const orgIds = typeof event?.detail?.orgId === 'string' ? [event.detail.orgId] : await allOrgIds();
  const result = { organisations: orgIds.length, held: 0, retried: 0, paid: 0, fellBack: 0, failed: 0 };
  await mapLimit(orgIds, PARALLEL, async (orgId) => {
    try {
      const r = await retryInstantPayouts(orgId);
      result.held += r.held;
      result.retried += r.retried;
      result.paid += r.paid;
      result.fellBack += r.fellBack;
    } catch (err) {
      result.failed += 1;
      logger.error('Instant payouts not retried: failed, left for the next run', { orgId, error: errorName(err) });
    }
  });
  logger.info('Instant payout retry finished', result);
  if (result.failed)
    throw new Error(`Instant payout retry: ${result.failed} organisation(s) failed; the next run carries on`);
  return result;
});
