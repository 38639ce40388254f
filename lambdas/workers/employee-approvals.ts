import { z } from 'zod';
import { runApprovalJob } from '../services/employees/employee-approval';
import { queueWorker } from './queue-worker';

const ApprovalMessageSchema = z.object({ orgId: z.string().min(1), jobId: z.string().min(1) });

/**
 * The `employee-approvals` work queue's worker (infra/work-queues.ts): works on one bulk approval
 * job; a message delivered again resumes it where it stopped (services/employee-approval.ts).
 */
export const handler = queueWorker('employee-approvals', (body) => ApprovalMessageSchema.parse(body), runApprovalJob);
