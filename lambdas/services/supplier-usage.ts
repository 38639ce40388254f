/**
 * Which disbursements pay a supplier. A supplier a disbursement has named cannot be deleted:
 * the disbursement (its payees, invoices and settlement) keeps pointing at it.
 *
 * Disbursements do not exist yet in this release, so no supplier is in use. The disbursement
 * work extends this one function (e.g. a Query of the organisation's disbursements whose payees
 * name `supplierId`); `suppliers-delete` already refuses a supplier it reports.
 */
export function disbursementsUsingSupplier(_orgId: string, _supplierId: string): Promise<string[]> {
  return Promise.resolve([]);
}
