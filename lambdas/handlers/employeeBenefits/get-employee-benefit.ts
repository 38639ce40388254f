import { getEmployeeBenefit } from '../../../shared/callables/employee-benefits';
import { benefitToRm } from '../../../shared/domain/benefits/employee-benefit';
import { ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireBenefit } from '../../data/benefits/employee-benefits';

/** Only the caller's own organisation's benefits: another's answer 404 as unknown ones. */
export const handler = makeHandler(getEmployeeBenefit, async ({ empBenId }, caller) =>
  benefitToRm(await requireBenefit(ownOrgId(caller), empBenId)),
);
