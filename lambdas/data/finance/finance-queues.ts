import type { DueSettlement } from '../../../shared/domain/finance/operations-dashboard';
import { GSI1, GSI3_DISBURSEMENTS_AWAITING_PROCESSING } from '../table/keys';
import { repaymentFromItem } from './repayments';
import { table } from '../table/table';

/**
 * What the administrators' dashboard reads of the finance records, from indexes only: the
 * disbursements waiting to be processed (their sparse GSI3 partition) and the settlements due
 * before a date (GSI1 `REPAYMENT`, sorted by due date).
 */

/** How many disbursements are approved and wait for the platform (a disbursement carries GSI3 exactly then). */
export function countDisbursementsAwaitingProcessing(): Promise<number> {
  return table.queryCount({
    IndexName: 'GSI3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': GSI3_DISBURSEMENTS_AWAITING_PROCESSING },
  });
}

/**
 * The settlements due before `today` (YYYY-MM-DD) with an amount still due. GSI1's sort key is
 * `<dueDate>#<orgId>#<id>`, so "before today" is `gsi1sk < today` (a settlement due today sorts
 * after it); the ones paid off are left out by the filter.
 */
export async function settlementsDueBefore(today: string): Promise<DueSettlement[]> {
  const items = await table.queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :today',
    FilterExpression: 'amountDueSen > :zero',
    ExpressionAttributeValues: { ':pk': GSI1.repayments, ':today': today, ':zero': 0 },
  });
  return items.map(repaymentFromItem).map((r) => ({ dueDate: r.dueDate, amountDueSen: r.amountDueSen }));
}
