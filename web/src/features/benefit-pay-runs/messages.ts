import { PAY_RUN_MESSAGES } from '../../../../shared/domain/benefits/pay-run';
import { paths } from '../../../../shared/routes';

/** The toasts and empty states of the pay run screens (letter for letter where the product names them). */
export const MESSAGES = PAY_RUN_MESSAGES;

export const payRunLinks = {
  list: paths.benefitPayRuns(),
  create: (payType: string) => paths.benefitPayRunCreate({ payType }),
  edit: (payType: string, payRunId: string) => paths.benefitPayRunEdit({ payType, payRunId }),
  details: (payRunId: string) => paths.benefitPayRunDetails({ payRunId }),
  report: (orgId: string, payRunId: string) => paths.benefitPayRunReport({ orgId, payRunId }),
  adminList: paths.adminPayRuns(),
  adminDetails: (orgId: string, payRunId: string) => paths.adminPayRunDetails({ orgId, payRunId }),
  adminEdit: (orgId: string, payRunId: string) => paths.adminPayRunEdit({ orgId, payRunId }),
  adminReport: (orgId: string, payRunId: string) => paths.adminPayRunReport({ orgId, payRunId }),
};
