import { ulid } from 'ulid';
import { createEmployeeBenefit } from '../../../shared/callables/employee-benefits';
import { benefitToRm } from '../../../shared/domain/benefits/employee-benefit';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createBenefit } from '../../data/benefits/employee-benefits';
import { benefitPlacement } from '../../services/benefits/employee-benefits';

/** Saved (Draft) or submitted (Pending Approval); a benefit is never created approved. */
export const handler = makeHandler(
  createEmployeeBenefit,
  async ({ status, name, amount, recurrence, ...where }, caller) => {
    const orgId = ownOrgId(caller);
    const { placement } = await benefitPlacement(orgId, where);
    const now = epochSeconds();
    const by = callerName(caller);
    const benefit = await createBenefit({
      id: ulid(),
      orgId,
      name,
      amountSen: rmToSen(amount),
      recurrence,
      ...placement,
      status,
      createdBy: by,
      createdAt: now,
      modifiedBy: by,
      modifiedDate: now,
    });
    return benefitToRm(benefit);
  },
);
