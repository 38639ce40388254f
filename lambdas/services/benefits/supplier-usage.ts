import { listOrgDisbursements } from '../../data/finance/disbursements';

/**
 * Which disbursements pay a supplier: the live (not deleted) ones of the organisation, not
 * cancelled, naming it among their payees. A supplier a disbursement names cannot be deleted: the
 * disbursement (its payees, invoices and settlement) keeps pointing at it. Answers their names.
 */
export async function disbursementsUsingSupplier(orgId: string, supplierId: string): Promise<string[]> {
  const disbursements = await listOrgDisbursements(orgId);
  return disbursements
    .filter(
      (d) =>
        d.status !== 'cancelled' && d.payeesType === 'suppliers' && d.selectedPayees.some((p) => p.id === supplierId),
    )
    .map((d) => d.name);
}
