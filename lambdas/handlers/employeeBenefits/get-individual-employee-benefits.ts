import { getIndividualEmployeeBenefits } from '../../../shared/callables/employee-benefits';
import { senToRm } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { requireOwnEmployee } from '../chain/own-employee';
import { ownEntitlement } from '../../services/benefits/employee-benefits';

/** The caller's own Approved benefits (their category, and office when both have one). */
export const handler = makeHandler(getIndividualEmployeeBenefits, async (_input, caller) => {
  const employee = await requireOwnEmployee(caller);
  const { benefits } = await ownEntitlement(employee);
  return {
    benefits: benefits.map(({ id, name, amountSen, recurrence }) => ({
      id,
      name,
      amount: senToRm(amountSen),
      recurrence,
    })),
  };
});
