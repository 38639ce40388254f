import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { hasFlag } from '../../app/route-table';
import { useSession } from '../../auth/session';
import { notify } from '../../components/notifications';
import { usePageLabel } from '../../components/page-label';
import { AccountLockAlert } from '../../components/account-lock-alert';
import { EmployeeForm } from './employee-form';
import { updatePath, viewPath } from './employee-row-actions';
import { EmployeeStatus } from './employee-status';
import { NewInvitationButton } from './new-invitation';
import { EMPLOYEES_FAILED, useInvalidateEmployees } from './use-employees';
import { paths } from '../../../../shared/routes';
import { withFreshSignIn } from '../../auth/fresh-sign-in';

export const CREATE_FAILED = 'Failed to create employee!';
export const CREATED = 'Employee successfully created!';
export const UPDATE_FAILED = 'Employee update failed!';
export const UPDATED = 'Employee update successful!';

/** The organisation's product switches the form follows (Advance Pay's withdrawals switch, eBenefits' set-up lists). */
function useProducts(): { advancePay: boolean; eBenefits: boolean } {
  const org = useOrgInfo(useSession().data).data;
  return { advancePay: hasFlag(org, 'advancePay'), eBenefits: hasFlag(org, 'eBenefits') };
}

/** Back to the directory, beside the heading of the three screens. */
function BackButton() {
  const navigate = useNavigateTo();
  return (
    <Button
      iconName="arrow-left"
      formAction="none"
      onClick={() => navigate(paths.employees())}
      data-testid="employee-back"
    >
      Back
    </Button>
  );
}

/** The three screens while the employee is read: title, Back, and a spinner or the failure. */
function EmployeeScreen({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={description} actions={<BackButton />}>
          {title}
        </Header>
      }
    >
      {children}
    </ContentLayout>
  );
}

/** The employee of the route's IC number (update, view). */
function useRouteEmployee() {
  const { employeeICNumber = '' } = useParams();
  return useCallableQuery(
    'employees-getFullEmployeeProfile',
    { employeeICNumber },
    { enabled: employeeICNumber !== '', errorToast: EMPLOYEES_FAILED },
  );
}

function Loading({ failed }: { failed: boolean }) {
  return failed ? <Box color="text-status-inactive">{EMPLOYEES_FAILED}</Box> : <Spinner size="large" />;
}

/** /employees/create: a new employee (pending approval); back to the directory when saved. */
export function CreateEmployeePage() {
  const navigate = useNavigateTo();
  const products = useProducts();
  const invalidate = useInvalidateEmployees();
  const create = useCallableMutation('employees-createEmployee', { errorToast: CREATE_FAILED });
  return (
    <EmployeeForm
      title="Create Employee"
      description="The new employee waits for a Manager's approval."
      headerActions={<BackButton />}
      mode="create"
      {...products}
      submitting={create.isPending}
      error={create.error}
      submitLabel="Create Employee"
      onSubmit={(values, leave) =>
        create.mutate(values, {
          onSuccess: () => {
            notify.success(CREATED);
            void invalidate();
            leave();
            navigate(paths.employees());
          },
        })
      }
    />
  );
}

/** /employees/update/:employeeICNumber: every field but the IC number; refuses an edit over a newer one. */
export function UpdateEmployeePage() {
  const navigate = useNavigateTo();
  const products = useProducts();
  const invalidate = useInvalidateEmployees();
  const employee = useRouteEmployee();
  const update = useCallableMutation('employees-editEmployee', { errorToast: UPDATE_FAILED, run: withFreshSignIn });
  const current = employee.data;
  if (!current) {
    return (
      <EmployeeScreen title="Update Employee">
        <Loading failed={employee.isError} />
      </EmployeeScreen>
    );
  }
  return (
    <EmployeeForm
      // A reloaded record starts the form again from what is stored now.
      key={current.modifiedAt}
      title="Update Employee"
      description={current.name}
      headerActions={<BackButton />}
      mode="update"
      employee={current}
      {...products}
      submitting={update.isPending}
      error={update.error}
      submitLabel="Save"
      onReload={() => {
        update.reset();
        void employee.refetch();
      }}
      onSubmit={(values, leave) =>
        update.mutate(
          // The form sends every field: a blank salary is cleared (null), not left as it was.
          {
            ...values,
            salary: values.salary ?? null,
            employeeICNumber: current.employeeICNumber,
            modifiedAt: current.modifiedAt,
          },
          {
            onSuccess: (saved) => {
              notify.success(UPDATED);
              void invalidate();
              leave();
              navigate(viewPath(saved));
            },
          },
        )
      }
    />
  );
}

/** /employees/view/:employeeICNumber: the same form, read-only, with Edit. */
export function ViewEmployeePage() {
  const navigate = useNavigateTo();
  const products = useProducts();
  const employee = useRouteEmployee();
  const current = employee.data;
  usePageLabel(current?.name);
  if (!current) {
    return (
      <EmployeeScreen title="View Employee">
        <Loading failed={employee.isError} />
      </EmployeeScreen>
    );
  }
  return (
    <EmployeeForm
      key={current.modifiedAt}
      title="View Employee"
      description={
        <>
          {current.name} · <EmployeeStatus employee={current} />
        </>
      }
      headerActions={<BackButton />}
      notice={<AccountLockAlert employeeICNumber={current.employeeICNumber} />}
      mode="view"
      employee={current}
      {...products}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <NewInvitationButton employee={current} />
          <Button formAction="none" onClick={() => navigate(updatePath(current))} data-testid="employee-edit">
            Edit
          </Button>
        </SpaceBetween>
      }
    />
  );
}
