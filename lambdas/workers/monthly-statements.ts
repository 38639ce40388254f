import { z } from 'zod';
import { logger } from '../core/powertools';
import { generateStatements } from '../services/advance-pay/statements';
import { queueWorker } from './queue-worker';

/** One organisation's statements of one closed period (sent by lambdas/jobs/monthly-statements.ts). */
const StatementsMessageSchema = z.object({
  periodKey: z.string().regex(/^\d{4}-\d{2}$/),
  orgId: z.string().min(1),
  /** When the period closed, as the job saw it (ISO): the statements' date. */
  at: z.iso.datetime(),
});
export type StatementsMessage = z.infer<typeof StatementsMessageSchema>;

/**
 * The `monthly-statements` work queue's worker (infra/work-queues.ts): makes one organisation's
 * statements (only its withdrawals of the period are read). Idempotent: statements are stored
 * once, so a message delivered again writes nothing new.
 */
export const handler = queueWorker(
  'monthly-statements',
  (body) => StatementsMessageSchema.parse(body),
  async ({ periodKey, orgId, at }) => {
    const result = await generateStatements(periodKey, { orgId, at: new Date(at) });
    if (result.organisations) logger.info('Monthly statements of an organisation made', { orgId, ...result });
  },
);
