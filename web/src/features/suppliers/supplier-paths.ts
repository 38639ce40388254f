import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../../shared/routes';

export const SUPPLIERS_PATH = paths.suppliers();
export const SUPPLIER_CREATE_PATH = paths.supplierCreate();
export const ADMIN_SUPPLIERS_PATH = paths.adminSuppliers();
export const supplierViewPath = (id: string) => paths.supplierView({ id });
export const supplierEditPath = (id: string) => paths.supplierEdit({ id });
export const adminSupplierViewPath = (orgId: string, id: string) => paths.adminSupplierView({ orgId, id });

/** After any supplier change: every cached list and supplier is read again. */
export function invalidateSuppliers(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['suppliers-getSuppliers'] });
  void queryClient.invalidateQueries({ queryKey: ['suppliers-getSupplier'] });
}
