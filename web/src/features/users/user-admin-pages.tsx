import { useParams, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallableQuery } from '../../api/hooks';
import { USER_FAILED } from './user-detail-page';
import { CreateUserForm, EditUserForm } from './user-form';
import { usersListPath } from './user-links';

/** /internal/organizations/:tenantId/users/create?orgId=: a new user of that organisation. */
export function CreateUserPage() {
  const { tenantId = '' } = useParams();
  const [params] = useSearchParams();
  const orgId = params.get('orgId') || tenantId;
  return <CreateUserForm kind="organisation" orgId={orgId} title="Create User" backTo={usersListPath(orgId)} />;
}

/** /internal/organizations/:tenantId/users/:id/edit (superadmin): names, role and status. */
export function EditUserPage() {
  const { tenantId = '', id = '' } = useParams();
  const user = useCallableQuery(
    'users-getUser',
    { tenantId, userId: id },
    { enabled: id !== '', errorToast: USER_FAILED },
  );
  if (user.isPending) return <Spinner size="large" />;
  if (!user.data) return <Box color="text-status-inactive">{USER_FAILED}</Box>;
  return (
    <EditUserForm
      key={`${user.data.id}@${user.data.modifiedAt}`}
      kind="organisation"
      user={user.data}
      title="Edit User"
      backTo={usersListPath(tenantId)}
      onReload={() => void user.refetch()}
    />
  );
}
