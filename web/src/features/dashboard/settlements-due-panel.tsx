import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { formatRm } from '../../../../shared/domain/money/money';
import {
  REPAYMENT_MESSAGES,
  UPCOMING_SETTLEMENT_DAYS,
  type RepaymentListItem,
} from '../../../../shared/domain/finance/repayment';
import { useAllPages } from '../../api/hooks';
import { orgSettingsOf, useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { useNavigateTo } from '../../components/use-navigate-to';
import { paths } from '../../../../shared/routes';

const SETTLEMENTS_PATH = paths.repayments();

/**
 * The management dashboard's settlements falling due in the next 60 days, overdue ones flagged
 * first: what the organisation must pay soon to keep its credit line. Shown only when the
 * organisation has Disbursements on.
 */
export function SettlementsDuePanel() {
  const session = useSession().data;
  const org = orgSettingsOf(useOrgInfo(session).data);
  const enabled = org?.disbursements.enable === 'yes';
  const upcoming = useAllPages('repayments-getUpcoming', {}, { enabled, errorToast: REPAYMENT_MESSAGES.listFailed });
  const navigate = useNavigateTo();
  if (!enabled) return null;
  const items = upcoming.data ?? [];
  const overdue = items.filter((r) => r.overdue).length;
  return (
    <Table<RepaymentListItem>
      data-testid="settlements-due-panel"
      variant="container"
      loading={upcoming.isPending}
      loadingText="Loading settlements"
      header={
        <Header
          variant="h2"
          counter={items.length ? `(${items.length})` : undefined}
          description={`Settlements due in the next ${UPCOMING_SETTLEMENT_DAYS} days${overdue ? `, and ${overdue} overdue` : ''}.`}
          actions={
            <Link
              href={SETTLEMENTS_PATH}
              onFollow={(e) => {
                e.preventDefault();
                navigate(SETTLEMENTS_PATH);
              }}
            >
              All settlements
            </Link>
          }
        >
          Settlements Due
        </Header>
      }
      items={items}
      trackBy="id"
      empty={<Box color="text-status-inactive">Nothing falls due in the next {UPCOMING_SETTLEMENT_DAYS} days.</Box>}
      columnDefinitions={[
        {
          id: 'name',
          header: 'Disbursement Name',
          cell: (r) => {
            const href = paths.repaymentTransactions({ repaymentId: r.id, disbursementId: r.disbursementId });
            return (
              <Link
                href={href}
                onFollow={(e) => {
                  e.preventDefault();
                  navigate(href);
                }}
              >
                {r.disbursement.name}
              </Link>
            );
          },
        },
        {
          id: 'dueDate',
          header: 'Due Date',
          cell: (r) =>
            r.overdue ? (
              <StatusIndicator type="warning" data-testid={`settlement-due-overdue-${r.id}`}>
                {isoToDisplay(r.dueDate)} (Overdue)
              </StatusIndicator>
            ) : (
              isoToDisplay(r.dueDate)
            ),
        },
        { id: 'amountDue', header: 'Amount Due', cell: (r) => formatRm(r.amountDue) },
      ]}
    />
  );
}
