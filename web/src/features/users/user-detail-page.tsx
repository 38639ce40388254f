import { useParams, useSearchParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Spinner from '@cloudscape-design/components/spinner';
import type { User } from '../../../../shared/domain/identity/user';
import { useCallableQuery } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { AccountLockAlert } from '../../components/account-lock-alert';
import { usePageLabel } from '../../components/page-label';
import { userFieldText, type UserTextField } from './user-columns';

export const USER_FAILED = 'Failed to retrieve user!';

const FIELDS: { key: UserTextField; label: string; format?: (u: User) => string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'tenantId', label: 'Tenant ID' },
  { key: 'orgId', label: 'Organisation ID' },
  { key: 'displayName', label: 'Display Name' },
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'status', label: 'Status' },
  {
    key: 'locked',
    label: 'Locked',
    format: (u) =>
      u.locked ? `Yes, since ${formatDateTime(u.lockedAt)}${u.lockedReason ? ` (${u.lockedReason})` : ''}` : 'No',
  },
  { key: 'acceptedTerms', label: 'Accepted Terms' },
  { key: 'employeeICNumber', label: 'Employee IC Number' },
  { key: 'createdAt', label: 'Created At', format: (u) => formatDateTime(u.createdAt) },
  { key: 'modifiedAt', label: 'Modified At', format: (u) => formatDateTime(u.modifiedAt) },
];

/** /users/:id?tid=<tenant id>: every field of one user, as key and value rows. */
export function UserDetailPage() {
  const navigate = useNavigateTo();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const tid = params.get('tid') || params.get('tenantId') || '';
  const user = useCallableQuery(
    'users-getUser',
    { tenantId: tid, userId: id },
    { enabled: id !== '', errorToast: USER_FAILED },
  );
  usePageLabel(user.data ? user.data.displayName || user.data.email : undefined);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <Button onClick={() => navigate(-1)} iconName="arrow-left" data-testid="user-back">
              Back
            </Button>
          }
        >
          User
        </Header>
      }
    >
      <Container header={<Header variant="h2">{user.data ? user.data.displayName || user.data.email : id}</Header>}>
        {user.isPending ? (
          <Spinner />
        ) : user.data ? (
          <div data-testid="user-detail">
            {user.data.employeeICNumber && user.data.orgId ? (
              <AccountLockAlert employeeICNumber={user.data.employeeICNumber} orgId={user.data.orgId} />
            ) : null}
            <KeyValuePairs
              columns={3}
              items={FIELDS.map((f) => ({
                label: f.label,
                value: f.format ? f.format(user.data) : userFieldText(user.data, f.key) || '-',
              }))}
            />
          </div>
        ) : (
          <Box color="text-status-inactive">{USER_FAILED}</Box>
        )}
      </Container>
    </ContentLayout>
  );
}
