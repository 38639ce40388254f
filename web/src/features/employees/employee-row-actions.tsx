import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { RowActions } from '../../components/row-actions';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { Employee } from '../../../../shared/domain/employees/employee';
import { useCallableMutation } from '../../api/hooks';
import { notify } from '../../components/notifications';
import { useInvalidateEmployees } from './use-employees';
import { paths } from '../../../../shared/routes';

export const WITHDRAWALS_TOGGLE_FAILED = 'Error when changing employee Advance Pay withdrawals disabled status!';
/** The dialog shown when an action answers an error. */
export const ACTION_FAILED_TITLE = 'Error!';
export const ACTION_FAILED = 'Action failed. Please try again!';

export const viewPath = (e: Pick<Employee, 'employeeICNumber'>) =>
  paths.employeeView({ employeeICNumber: e.employeeICNumber });
export const updatePath = (e: Pick<Employee, 'employeeICNumber'>) =>
  paths.employeeUpdate({ employeeICNumber: e.employeeICNumber });

/** The row's actions: View, Edit, Delete (asks first). */
export function EmployeeRowActions({ employee }: { employee: Employee }) {
  const [deleting, setDeleting] = useState(false);
  const ic = employee.employeeICNumber;
  return (
    <>
      <RowActions
        menuLabel={`Actions for ${employee.name}`}
        menuTestId={`employee-actions-${ic}`}
        actions={[
          { id: `employee-view-${ic}`, text: 'View', href: viewPath(employee) },
          { id: `employee-edit-${ic}`, text: 'Edit', href: updatePath(employee) },
          { id: `employee-delete-${ic}`, text: 'Delete', onClick: () => setDeleting(true) },
        ]}
      />
      {deleting ? <DeleteEmployeeModal employee={employee} onClose={() => setDeleting(false)} /> : null}
    </>
  );
}

/** Confirms a delete; a refused delete turns the dialog into 'Error!' with Close. */
function DeleteEmployeeModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const invalidate = useInvalidateEmployees();
  const remove = useCallableMutation('employees-softDeleteEmployee', {
    errorToast: `Failed to delete ${employee.name}!`,
  });
  const failed = remove.isError;

  const confirm = () =>
    remove.mutate(
      { employeeICNumber: employee.employeeICNumber },
      {
        onSuccess: () => {
          notify.success(`Successfully deleted ${employee.name}`);
          void invalidate();
          onClose();
        },
      },
    );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={failed ? ACTION_FAILED_TITLE : 'Delete employee'}
      data-testid="delete-employee-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {failed ? (
              <Button onClick={onClose} data-testid="delete-employee-close">
                Close
              </Button>
            ) : (
              <>
                <Button variant="link" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  variant="primary"
                  loading={remove.isPending}
                  onClick={confirm}
                  data-testid="delete-employee-confirm"
                >
                  Delete
                </Button>
              </>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {failed ? (
        ACTION_FAILED
      ) : (
        <>
          Delete <b>{employee.name}</b> ({employee.employeeICNumber})? Their login is suspended and their e-mail and
          mobile number can be used again.
        </>
      )}
    </Modal>
  );
}

/** Advance Pay withdrawals of one employee: on (ENABLE) or off (DISABLE). */
export function WithdrawalsToggle({ employee }: { employee: Employee }) {
  const invalidate = useInvalidateEmployees();
  const change = useCallableMutation('employees-changeAdvancePayWithdrawalsDisabledStatus', {
    errorToast: WITHDRAWALS_TOGGLE_FAILED,
  });
  // The answer holds until the reloaded list carries it, so the switch never flips back meanwhile.
  const enabled = change.isPending
    ? change.variables.action === 'ENABLE'
    : change.isSuccess
      ? !change.data.advancePayWithdrawalsDisabled
      : !employee.advancePayWithdrawalsDisabled;
  return (
    <Toggle
      checked={enabled}
      disabled={change.isPending}
      ariaLabel={`Advance Pay withdrawals of ${employee.name}`}
      data-testid={`withdrawals-toggle-${employee.employeeICNumber}`}
      onChange={(e) =>
        change.mutate(
          { employeeICNumber: employee.employeeICNumber, action: e.detail.checked ? 'ENABLE' : 'DISABLE' },
          { onSettled: () => void invalidate().then(() => change.reset()) },
        )
      }
    >
      {enabled ? 'Enabled' : 'Disabled'}
    </Toggle>
  );
}
