import { paths } from '../../../../shared/routes';

/** Where each card of the dashboard leads: the page where the figure is acted on. */
export const dashboardLinks = {
  transactions: paths.adminTransactions(),
  /** The admin Advance Pay list of one organisation's month (its period and organisation filters). */
  orgMonth: (periodKey: string, orgId: string) => paths.adminTransactions({ period: periodKey, org: orgId }),
  monthlyReport: (month: string) => paths.adminMonthlyReport({ month }),
  failedWages: paths.failedWages(),
  users: paths.users(),
  user: (userId: string, orgId: string) => paths.userDetail({ id: userId }, { tid: orgId }),
  organisations: paths.organisations(),
  holidays: paths.holidays(),
  uploadedDocuments: paths.uploadedDocuments(),
  documentLogs: (documentId: string) => paths.uploadedDocumentLogs({ rcId: documentId }),
};
