import { ulid } from 'ulid';
import {
  normaliseBankDetails,
  supplierTransition,
  type Supplier,
  type SupplierAction,
  type SupplierFields,
  type SupplierStatus,
} from '../../../shared/domain/benefits/supplier';
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
