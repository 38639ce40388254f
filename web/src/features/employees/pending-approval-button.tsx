import { useNavigateTo } from '../../components/use-navigate-to';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { badgeText } from './employee-form-model';
import { usePendingApprovalCount } from './use-employees';
import { paths } from '../../../../shared/routes';

/** 'Pending Approval' with the count badge; opens /employees/approve, or runs `onClick` when given. */
export function PendingApprovalButton({ onClick }: { onClick?: () => void }) {
  const navigate = useNavigateTo();
  const count = usePendingApprovalCount();
  return (
    <Button onClick={onClick ?? (() => navigate(paths.employeesApprove()))} data-testid="pending-approval-button">
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <span>Pending Approval</span>
        {count.data ? (
          <span data-testid="pending-approval-count">
            <Badge color="red">{badgeText(count.data.count)}</Badge>
          </span>
        ) : null}
      </SpaceBetween>
    </Button>
  );
}
