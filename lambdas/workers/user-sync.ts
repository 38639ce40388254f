import { z } from 'zod';
import { applyUserSync } from '../services/identity/user-sync';
import { queueWorker } from './queue-worker';

const UserSyncMessageSchema = z.object({
  orgId: z.string().min(1).nullable(),
  userId: z.string().min(1),
  requestedAt: z.number().int().positive(),
});

/**
 * The `user-sync` work queue's worker (infra/work-queues.ts): makes one login's Cognito user match
 * its user record (services/user-sync.ts).
 */
export const handler = queueWorker('user-sync', (body) => UserSyncMessageSchema.parse(body), applyUserSync);
