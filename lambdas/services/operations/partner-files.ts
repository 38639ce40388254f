import type { UploadedDocumentStatus } from '../../../shared/domain/finance/uploaded-document';
import { ALARMS, OPERATIONS_METRICS } from '../../../shared/registry/alarms';
import { putOperationsMetrics, warnAlarm } from '../../core/operations-metrics';

/**
 * A partner file reached its end status: counted by `Status` for the dashboard, and a FAILED one
 * counted for the PartnerFileFailed alarm and logged as `⚠ alarm PartnerFileFailed: …`
 * (docs/operations.md#partnerfilefailed). Its reason stays on the document, never in a log.
 */
export function partnerFileFinished(
  status: UploadedDocumentStatus,
  context: { documentId: string; type: string },
): void {
  putOperationsMetrics([{ name: OPERATIONS_METRICS.partnerFiles, value: 1 }], { Status: status });
  if (status !== 'FAILED') return;
  putOperationsMetrics([{ name: OPERATIONS_METRICS.partnerFilesFailed, value: 1 }]);
  warnAlarm(ALARMS.partnerFileFailed.name, `partner file ${context.documentId} (${context.type}) FAILED`, context);
}
