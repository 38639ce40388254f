import { z } from 'zod';
import { logger } from '../core/powertools';
import { END_OF_DAY_JOB, runEndOfDay } from '../services/advance-pay/end-of-day';
import { endOfDayMessageFailed } from '../services/operations/end-of-day-runs';
import { countBankFile } from '../services/operations/money-flows';
import { queueWorker } from './queue-worker';

/** One organisation's end of day (sent by lambdas/jobs/end-of-day.ts). */
const EndOfDayMessageSchema = z.object({
  orgId: z.string().min(1, 'The message names no organisation'),
  /** When the scheduled run was due (ISO). */
  due: z.string().optional(),
});
export type EndOfDayMessage = z.infer<typeof EndOfDayMessageSchema>;

/**
 * The `end-of-day` work queue's worker (infra/work-queues.ts): one organisation's end of day per
 * message, its queue re-read, each change conditional, its own bank file. Resumable and
 * idempotent: a message run again (SQS redelivers it after a failure) sends only what is still
 * waiting, never a withdrawal twice; a failed run puts back what it marked
 * (lambdas/services/advance-pay/end-of-day.ts) and its message is retried, then dead-lettered.
 */
export const handler = queueWorker(
  'end-of-day',
  (body) => EndOfDayMessageSchema.parse(body),
  async ({ orgId }) => {
    const run = await runEndOfDay({ by: END_OF_DAY_JOB, orgId }).catch((err: unknown) => {
      endOfDayMessageFailed(orgId, err);
      throw err;
    });
    countBankFile(run);
    logger.info('End of day of an organisation done', {
      orgId,
      batchId: run.batchId,
      count: run.sent.length,
      totalNetSen: run.totalNetSen,
    });
  },
);
