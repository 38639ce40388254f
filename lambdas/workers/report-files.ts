import { z } from 'zod';
import { runReportFileJob } from '../services/advance-pay/report-files';
import { queueWorker } from './queue-worker';

const ReportFileMessageSchema = z.object({ orgId: z.string().min(1), jobId: z.string().min(1) });

/**
 * The `report-files` work queue's worker (infra/work-queues.ts): makes one report file job's CSV
 * into the files bucket; a message delivered again resumes it where it stopped (services/report-files.ts).
 */
export const handler = queueWorker('report-files', (body) => ReportFileMessageSchema.parse(body), runReportFileJob);
