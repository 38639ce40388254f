import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { User } from '../../../../shared/domain/identity/user';
import { useCallableQuery, usePagedList } from '../../api/hooks';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { TruncatedText } from '../../components/truncated-text';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { USER_FAILED } from './user-detail-page';
import { CreateUserForm, EditUserForm } from './user-form';
import { userTextColumn } from './user-columns';
import { userEditPath } from './user-links';
import { searchInput, USERS_FAILED } from './users-page';
import { paths } from '../../../../shared/routes';

export const ADMINISTRATORS_PATH = paths.administrators();
const CREATE_PATH = paths.administratorCreate();

function columns(follow: (href: string) => void): ResourceColumn<User>[] {
  return [
    {
      id: 'email',
      header: 'Email',
      freeText: true,
      sortingField: 'email',
      cell: (u) => (
        <Link
          href={userEditPath(u)}
          onFollow={(e) => {
            e.preventDefault();
            follow(userEditPath(u));
          }}
        >
          <TruncatedText text={u.email} />
        </Link>
      ),
    },
    { ...userTextColumn('displayName', 'Display Name'), cell: (u) => <TruncatedText text={u.displayName} /> },
    userTextColumn('firstName', 'First Name', true),
    userTextColumn('lastName', 'Last Name', true),
    userTextColumn('role', 'Role'),
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (u) => <EntityStatus entity="user" status={u.status} />,
    },
    { id: 'createdAt', header: 'Created At', sortingField: 'createdAt', cell: (u) => formatDateTime(u.createdAt) },
    {
      id: 'modifiedAt',
      header: 'Modified At',
      sortingField: 'modifiedAt',
      cell: (u) => formatDateTime(u.modifiedAt),
      hiddenByDefault: true,
    },
  ];
}

/** /internal/administrators (superadmin): the platform's admin and superadmin logins, with Create Admin. */
export function AdministratorsPage() {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize('administrators');
  const [search, setSearch] = useState('');
  // Searched on the server (a new text starts again at page 1): an e-mail finds the administrator on any page.
  const admins = usePagedList('users-getAdministrators', searchInput(search), { pageSize, errorToast: USERS_FAILED });
  return (
    <ResourceTable<User>
      tableId="administrators"
      title="Administrators"
      resourceName="administrators"
      items={[]}
      server={{
        page: admins,
        onPageSizeChange: setPageSize,
        search: { text: search, onChange: setSearch, placeholder: 'Search administrators by name or e-mail...' },
      }}
      trackBy="id"
      columnDefinitions={columns((href) => navigate(href))}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant="primary"
            href={CREATE_PATH}
            onFollow={(e) => {
              e.preventDefault();
              navigate(CREATE_PATH);
            }}
            data-testid="administrators-create"
          >
            Create Admin
          </Button>
        </SpaceBetween>
      }
    />
  );
}

/** /internal/administrators/create (superadmin). */
export function CreateAdministratorPage() {
  return <CreateUserForm kind="administrator" title="Create Admin" backTo={ADMINISTRATORS_PATH} />;
}

/** /internal/administrators/:id/edit (superadmin). */
export function EditAdministratorPage() {
  const { id = '' } = useParams();
  const user = useCallableQuery(
    'users-getUser',
    { tenantId: '', userId: id },
    { enabled: id !== '', errorToast: USER_FAILED },
  );
  if (user.isPending) return <Spinner size="large" />;
  if (!user.data) return <Box color="text-status-inactive">{USER_FAILED}</Box>;
  return (
    <EditUserForm
      key={`${user.data.id}@${user.data.modifiedAt}`}
      kind="administrator"
      user={user.data}
      title="Edit Admin"
      backTo={ADMINISTRATORS_PATH}
      onReload={() => void user.refetch()}
    />
  );
}
