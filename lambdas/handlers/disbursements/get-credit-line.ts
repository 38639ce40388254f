import { getCreditLine } from '../../../shared/callables/disbursements';
import { senToRm, subtractSen, sumSen, ZERO_SEN } from '../../../shared/domain/money/money';
import { outstandingCreditSen } from '../../../shared/domain/organisations/organisation-credit';
import { AppError } from '../../../shared/registry/errors';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listOrgDisbursements } from '../../data/finance/disbursements';
import { getOrg } from '../../data/organisations/orgs';

/**
 * The organisation's credit line (docs/rules.md#disbursements): outstanding = initial − available;
 * reserved = the totals of approved and processing disbursements (drawn, not yet settled by a
 * completion's settlement).
 */
export const handler = makeHandler(getCreditLine, async ({ orgId }, caller) => {
  const id = scopeOrg(caller, orgId);
  const org = await getOrg(id);
  if (!org) throw new AppError('NOT_FOUND', `There is no organisation ${id}.`);
  const d = org.disbursements;
  const initialSen = d.initialCreditLimitSen ?? ZERO_SEN;
  const outstandingSen = outstandingCreditSen(d);
  const reservedSen = sumSen(
    (await listOrgDisbursements(id))
      .filter((x) => x.status === 'approved' || x.status === 'processing')
      .map((x) => x.totalSen),
  );
  return {
    initialCreditLimit: senToRm(initialSen),
    available: senToRm(subtractSen(initialSen, outstandingSen)),
    outstanding: senToRm(outstandingSen),
    reserved: senToRm(reservedSen),
    platformFeePercentage: d.platformFeePercentage ?? 0,
    monthlyFeePercentage: d.monthlyFeePercentage ?? 0,
  };
});
