import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ORGANISATION_STATUSES } from '../../../../shared/domain/organisations/organisation';
import type { OperationsDashboard } from '../../../../shared/domain/finance/operations-dashboard';
import { formatDateTime } from '../../components/format';
import { OrgStatus } from '../../components/org-status';
import { FigureCard } from './figure-card';
import { dashboardLinks } from './paths';
import { RouterLink } from '../../components/router-link';

/** Employees whose earned wages the daily accrual could not compute (no salary, no bank details...). */
export function FailedWagesCard({ d }: { d: OperationsDashboard }) {
  return (
    <FigureCard
      title="Failed earned wages"
      description="Employees the daily accrual could not compute; fix their data, then retry"
      link={{ href: dashboardLinks.failedWages, text: 'Failed Earned Wages' }}
      testId="ops-failed"
      value={d.failedEarnedWages.count}
      empty={{ title: 'None.', text: "The daily accrual computed every employee's earned wages." }}
    >
      <Box color="text-body-secondary">Each waits for its data to be fixed and a retry.</Box>
    </FigureCard>
  );
}

/** Logins locked after too many wrong verification codes, the latest named. */
export function LockedAccountsCard({ d }: { d: OperationsDashboard }) {
  const { count, latest } = d.lockedAccounts;
  return (
    <FigureCard
      title="Locked accounts"
      description="Logins locked after 5 wrong verification codes; a manager or an administrator unlocks them"
      link={{ href: dashboardLinks.users, text: 'Users' }}
      testId="ops-locked"
      value={count}
      empty={{ title: 'None.', text: 'Nobody is locked out after wrong verification codes.' }}
    >
      <SpaceBetween size="xxs">
        {latest.map((l) => (
          <div key={`${l.orgId}/${l.userId}`} data-testid={`ops-locked-${l.userId}`}>
            <RouterLink href={dashboardLinks.user(l.userId, l.orgId)}>{l.name}</RouterLink>
            <Box variant="small" display="block" color="text-body-secondary">
              {l.orgName ?? l.orgId} · locked {formatDateTime(l.lockedAt)}
            </Box>
          </div>
        ))}
        {count > latest.length && (
          <Box variant="small" color="text-body-secondary">
            and {count - latest.length} more
          </Box>
        )}
      </SpaceBetween>
    </FigureCard>
  );
}

/** The organisations of the platform by status. */
export function OrganisationsCard({ d }: { d: OperationsDashboard }) {
  const { total, byStatus } = d.organisations;
  return (
    <FigureCard
      title="Organizations"
      description="Every organization of the platform, by status"
      link={{ href: dashboardLinks.organisations, text: 'Organizations' }}
      testId="ops-orgs"
      value={total}
      empty={{ title: 'No organizations yet.', text: 'Create the first one from Organizations.' }}
    >
      <SpaceBetween size="xxs">
        {ORGANISATION_STATUSES.map((status) => (
          <div
            key={status}
            data-testid={`ops-orgs-${status}`}
            style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
          >
            <OrgStatus status={status} />
            <b data-testid={`ops-orgs-${status}-count`}>{byStatus[status].toLocaleString('en-MY')}</b>
          </div>
        ))}
      </SpaceBetween>
    </FigureCard>
  );
}
