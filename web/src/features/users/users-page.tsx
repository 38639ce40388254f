import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { User } from '../../../../shared/domain/identity/user';
import { usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { TruncatedText } from '../../components/truncated-text';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { createUserPath, userRowLink } from './user-links';
import { userTextColumn } from './user-columns';
import { searchInput } from '../../components/server-search';

export const USERS_FAILED = 'Failed to retrieve users!';
export const USERS_SEARCH_PLACEHOLDER = 'Search users by name or e-mail...';

export { searchInput };

/** The widest a user's display name or e-mail is shown in the list before it ends in "…" (the tooltip has it whole). */
const USER_TEXT_WIDTH = 160;

function columns(linkOf: (u: User) => string, follow: (href: string) => void): ResourceColumn<User>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      sortingField: 'id',
      cell: (u) => (
        <Link
          href={linkOf(u)}
          onFollow={(e) => {
            e.preventDefault();
            follow(linkOf(u));
          }}
        >
          {u.id}
        </Link>
      ),
    },
    // A detail, left out by default so that the table fits a laptop's width.
    userTextColumn('tenantId', 'Tenant ID', true),
    // Narrower than elsewhere: beside the id (a 26-character link), both fit a laptop's width.
    {
      ...userTextColumn('displayName', 'Display Name'),
      cell: (u) => <TruncatedText text={u.displayName} maxWidth={USER_TEXT_WIDTH} />,
    },
    userTextColumn('firstName', 'First Name', true),
    userTextColumn('lastName', 'Last Name', true),
    { ...userTextColumn('email', 'Email'), cell: (u) => <TruncatedText text={u.email} maxWidth={USER_TEXT_WIDTH} /> },
    userTextColumn('role', 'Role'),
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (u) => <EntityStatus entity="user" status={u.status} />,
    },
    {
      id: 'createdAt',
      header: 'Created At',
      sortingField: 'createdAt',
      cell: (u) => formatDateTime(u.createdAt),
      hiddenByDefault: true,
    },
    {
      id: 'modifiedAt',
      header: 'Modified At',
      sortingField: 'modifiedAt',
      cell: (u) => formatDateTime(u.modifiedAt),
      hiddenByDefault: true,
    },
  ];
}

/** /internal/users: users of every organisation, or of one with ?orgId= / ?tenantId= (then with Create User). */
export function UsersPage() {
  const navigate = useNavigateTo();
  const [params] = useSearchParams();
  const isSuperadmin = useSession().data?.role === 'superadmin';
  const orgId = params.get('orgId') || undefined;
  const tenantId = params.get('tenantId') || undefined;
  const org = orgId ?? tenantId;
  const [pageSize, setPageSize] = useTablePageSize('users');
  const [search, setSearch] = useState('');
  // Server paging and search: without an organisation this is every login of the platform. A new
  // search text is another list, which starts again at page 1.
  const users = usePagedList(
    'users-getUsers',
    { ...(orgId ? { orgId } : {}), ...(tenantId ? { tenantId } : {}), ...searchInput(search) },
    { pageSize, errorToast: USERS_FAILED },
  );

  return (
    <ResourceTable<User>
      tableId="users"
      title="Users"
      resourceName="users"
      items={[]}
      server={{
        page: users,
        onPageSizeChange: setPageSize,
        search: { text: search, onChange: setSearch, placeholder: USERS_SEARCH_PLACEHOLDER },
      }}
      trackBy={(u) => `${u.tenantId ?? ''}/${u.id}`}
      columnDefinitions={columns(
        (u) => userRowLink(u, isSuperadmin),
        (href) => navigate(href),
      )}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          {org && (
            <Button
              variant="primary"
              href={createUserPath(org)}
              onFollow={(e) => {
                e.preventDefault();
                navigate(createUserPath(org));
              }}
              data-testid="users-create"
            >
              Create User
            </Button>
          )}
        </SpaceBetween>
      }
    />
  );
}
