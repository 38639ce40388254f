import { paths } from '../../../../shared/routes';

/** Where the uploaded-document pages lead. */
export const UPLOADED_DOCUMENTS_PATH = paths.uploadedDocuments();
export const UPLOAD_DOCUMENT_PATH = paths.uploadedDocumentCreate();

/** A document's page: its progress and its row logs (`rcId` is the document's id). */
export const documentLogsPath = (documentId: string) => paths.uploadedDocumentLogs({ rcId: documentId });

/** One row log of a document (`id` is its row number). */
export const documentLogPath = (documentId: string, logId: string) =>
  paths.uploadedDocumentLog({ rcId: documentId, id: logId });

/** The settlement a settlements row paid towards (the administrators' page of it). */
export const settlementPath = (ref: { orgId: string; disbursementId: string; repaymentId: string }) =>
  paths.adminRepaymentTransactions(ref);

/** Where a log's outcome links to (see `readLog`). */
export const LOG_LINKS = {
  settlement: settlementPath,
  /** The sales list on the sale's month and organisation. */
  sales: ({ orgId, month }: { orgId: string; month: string }) => paths.sales({ month, org: orgId }),
};
