import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { SUPPLIER_MESSAGES, type Supplier } from '../../../../shared/domain/benefits/supplier';
import { usePagedList } from '../../api/hooks';
import { EntityStatus, statusLabel } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { useNavigateTo } from '../../components/use-navigate-to';
import { SUPPLIER_CREATE_PATH, adminSupplierViewPath, supplierViewPath } from './supplier-paths';

/** What the search box of the suppliers looks at (the server searches the whole list). */
export const SUPPLIERS_SEARCH_PLACEHOLDER = 'Search suppliers by company, registration no., contact or e-mail...';
export const ADMIN_SUPPLIERS_SEARCH_PLACEHOLDER =
  'Search suppliers by company, registration no., contact, e-mail or organization...';

/** A list row: the supplier and the words of its status (sortable). */
type Row = Supplier & { statusText: string };

function columns(admin: boolean, follow: (href: string) => void): ResourceColumn<Row>[] {
  const viewPath = (s: Supplier) => (admin ? adminSupplierViewPath(s.orgId, s.id) : supplierViewPath(s.id));
  const cols: ResourceColumn<Row>[] = [
    {
      id: 'companyName',
      header: 'Company Name',
      sortingField: 'companyName',
      freeText: true,
      cell: (s) => (
        <Link
          href={viewPath(s)}
          onFollow={(e) => {
            e.preventDefault();
            follow(viewPath(s));
          }}
          data-testid={`supplier-link-${s.id}`}
        >
          {s.companyName}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'statusText',
      cell: (s) => <EntityStatus entity="supplier" status={s.status} testId={`supplier-status-${s.id}`} />,
    },
    { id: 'businessRegistrationNumber', header: 'Registration No.', cell: (s) => s.businessRegistrationNumber },
    {
      id: 'contactPersonName',
      header: 'Contact Person',
      sortingField: 'contactPersonName',
      cell: (s) => s.contactPersonName,
      freeText: true,
    },
    { id: 'email', header: 'Email', cell: (s) => s.email, hiddenByDefault: true, freeText: true },
    { id: 'mobileNumber', header: 'Mobile Number', cell: (s) => s.mobileNumber, hiddenByDefault: true },
    { id: 'bankAccounts', header: 'Bank Accounts', cell: (s) => s.bankDetails.length, hiddenByDefault: admin },
    { id: 'createdAt', header: 'Created At', sortingField: 'createdAt', cell: (s) => formatDateTime(s.createdAt) },
  ];
  if (!admin) return cols;
  // The Organization column comes after the status: long company and organisation names must not
  // push the status out of view.
  const [company, status, ...rest] = cols;
  return [
    company,
    status,
    { id: 'orgName', header: 'Organization', sortingField: 'orgName', cell: (s) => s.orgName, freeText: true },
    ...rest,
  ];
}

const TABLE_ID = 'suppliers';

function SuppliersTable({ admin }: { admin: boolean }) {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const { input, search } = useServerSearch(admin ? ADMIN_SUPPLIERS_SEARCH_PLACEHOLDER : SUPPLIERS_SEARCH_PLACEHOLDER);
  // Server paging and search: an administrator sees every organisation's suppliers.
  const list = usePagedList('suppliers-getSuppliers', input, { pageSize, errorToast: SUPPLIER_MESSAGES.listFailed });
  const page = {
    ...list,
    items: list.items.map((s): Row => ({ ...s, statusText: statusLabel('supplier', s.status) })),
  };
  const create = admin ? undefined : (
    <Button variant="primary" onClick={() => navigate(SUPPLIER_CREATE_PATH)} data-testid="supplier-create">
      Create
    </Button>
  );
  return (
    <ResourceTable<Row>
      tableId={TABLE_ID}
      title="Suppliers"
      resourceName="suppliers"
      items={[]}
      server={{ page, onPageSizeChange: setPageSize, search }}
      trackBy="id"
      columnDefinitions={columns(admin, (href) => navigate(href))}
      emptyAction={create}
      actions={create}
    />
  );
}

/** /suppliers: the organisation's suppliers, with Create (Managers and Executives). */
export function SuppliersPage() {
  return <SuppliersTable admin={false} />;
}

/** /internal/suppliers: every organisation's suppliers, with the Organization column. */
export function AdminSuppliersPage() {
  return <SuppliersTable admin />;
}
