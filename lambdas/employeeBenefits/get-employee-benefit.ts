import { getEmployeeBenefit } from '../../shared/callables/employee-benefits';
import { makeHandler } from '../core/make-handler';
import { eBenefitsOrg } from '../services/employee-benefits';
import { requireBenefit } from '../data/employee-benefits';

/** Only the caller's own organisation's benefits: another's answer 404 as unknown ones. */
export const handler = makeHandler(getEmployeeBenefit, async ({ empBenId }, caller) =>
  requireBenefit(await eBenefitsOrg(caller), empBenId),
);
