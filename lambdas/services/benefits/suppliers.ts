import { ulid } from 'ulid';
import {
  normaliseBankDetails,
  supplierTransition,
  type Supplier,
  type SupplierAction,
  type SupplierFields,
  type SupplierStatus,
} from '../../../shared/domain/benefits/supplier';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';

/** The stored bank accounts of a form's rows (ids kept, new rows get a ULID). */
export const bankDetailsOf = (fields: SupplierFields) =>
  normaliseBankDetails(fields.companyName, fields.bankDetails, () => ulid());

/** The next status of `supplier` under `action`, else 409 with the reason. */
export function requireTransition(supplier: Supplier, action: SupplierAction): SupplierStatus {
  const next = supplierTransition(supplier.status, action);
  if (!next.ok)
    throw new AppError('INVALID_STATE', next.message, [
      { field: 'status', message: `The supplier is ${supplier.status}` },
    ]);
  return next.status;
}

/** `modifiedAt` as the caller read it must still be the stored one (409 otherwise). */
export function requireFresh(supplier: Supplier, modifiedAt: number | undefined): void {
  if (modifiedAt !== undefined && modifiedAt !== supplier.modifiedAt)
    throw new AppError('INVALID_STATE', 'The supplier was changed by someone else meanwhile. Reload and try again.');
}

/** A change's `modifiedAt`: now, and always after the version it replaces (two edits in one second stay apart). */
export const nextModifiedAt = (supplier: Supplier) => Math.max(epochSeconds(), supplier.modifiedAt + 1);
