import { getPolicies } from '../../../shared/callables/withdrawal-policies';
import { policyToRm } from '../../../shared/domain/advance-pay/withdrawal-policy';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listWithdrawalPolicies } from '../../data/advance-pay/withdrawal-policies';

/** The GENERAL policy (when there is one) and the ADVANCED ones by minimum salary. */
export const handler = makeHandler(getPolicies, async ({ orgId }, caller) => {
  const org = scopeOrg(caller, orgId);
  const policies = (await listWithdrawalPolicies(org)).map(policyToRm);
  return {
    generalPolicy: policies.find((p) => p.type === 'GENERAL'),
    advanced: policies.filter((p) => p.type === 'ADVANCED'),
  };
});
