import {
  ADMIN_TRANSACTIONS_PATH,
  FAILED_WAGES_PATH,
  adminTransactionsOf,
  internalReportPath,
} from '../advance-pay-admin/paths';
import { ORGS_PATH } from '../organisations/messages';
import { userDetailPath, usersListPath } from '../users/user-links';

/** Where each card of the dashboard leads: the page where the figure is acted on. */
export const dashboardLinks = {
  transactions: ADMIN_TRANSACTIONS_PATH,
  /** The admin Advance Pay list of one organisation's month (its period and organisation filters). */
  orgMonth: (periodKey: string, orgId: string) => `${adminTransactionsOf(periodKey)}&org=${encodeURIComponent(orgId)}`,
  monthlyReport: internalReportPath,
  failedWages: FAILED_WAGES_PATH,
  users: usersListPath(),
  user: (userId: string, orgId: string) => userDetailPath({ id: userId, tenantId: orgId }),
  organisations: ORGS_PATH,
};
