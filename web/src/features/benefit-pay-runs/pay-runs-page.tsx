import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isEditable, type PayRun } from '../../../../shared/domain/benefits/pay-run';
import { usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ResourceTable, useTablePageSize } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { APPROVED_STATUS, PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { useNavigateTo } from '../../components/use-navigate-to';
import { MESSAGES, payRunLinks } from './messages';
import { payRunColumns } from './pay-run-columns';

export const PAY_RUNS_SEARCH_PLACEHOLDER = 'Search pay runs by benefit...';

/**
 * /benefits-pay-runs: the organisation's pay runs (every status but deleted, latest change first),
 * Regular and Ad-hoc create buttons, a details link per row and an edit link while draft or
 * pending_approval; managers select rows and approve them ('Only select pay runs with the
 * 'pending_approval' status!' when the selection holds another status).
 */
export function PayRunsPage() {
  const navigate = useNavigateTo();
  const isManager = useSession().data?.role === 'Manager';
  const [pageSize, setPageSize] = useTablePageSize('benefit-pay-runs');
  // Server paging and search; Approve Selected acts on the rows selected (on the page shown).
  const search = useServerSearch(PAY_RUNS_SEARCH_PLACEHOLDER);
  const list = usePagedList('payRuns-getPayRuns', search.input, { pageSize, errorToast: MESSAGES.listFailed });
  // Every selected run must be pending_approval; a selection of approved ones only is told so.
  const approval = useApproveSelection({
    callable: 'payRuns-approvePayRuns',
    input: (runs: readonly PayRun[]) => ({ payRunIds: runs.map((r) => r.id) }),
    approvable: (r) => r.status === PENDING_STATUS.payRun,
    rule: 'all',
    notPending: (refused) =>
      refused.every((r) => r.status === APPROVED_STATUS.payRun)
        ? { kind: 'info', message: MESSAGES.alreadyApproved }
        : refuse(MESSAGES.onlyPending),
    messages: { approved: MESSAGES.approved, failed: 'Bulk approval failed!' },
    reload: [['payRuns-getPayRuns']],
  });

  const createButtons = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button onClick={() => navigate(payRunLinks.create('Ad-hoc'))} data-testid="pay-run-create-adhoc">
        Create Ad-hoc Pay Run
      </Button>
      <Button
        variant="primary"
        onClick={() => navigate(payRunLinks.create('Regular'))}
        data-testid="pay-run-create-regular"
      >
        Create Regular Pay Run
      </Button>
    </SpaceBetween>
  );

  return (
    <ResourceTable<PayRun>
      tableId="benefit-pay-runs"
      title="Benefits Pay Runs"
      resourceName="pay runs"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize, search: search.search }}
      trackBy="id"
      columnDefinitions={payRunColumns({
        details: (r) => payRunLinks.details(r.id),
        edit: (r) => (isEditable(r.status) ? payRunLinks.edit(r.payType, r.id) : undefined),
      })}
      selectionType={isManager ? 'multi' : undefined}
      itemLabel={(r) => r.benefitName}
      onSelectionChange={isManager ? approval.onSelectionChange : undefined}
      clearSelection={approval.clearSelection}
      emptyText={MESSAGES.noneFound}
      emptyAction={createButtons}
      actions={
        <ApproveSelectedActions approval={approval} canApprove={isManager} testId="pay-run-approve-selected">
          {createButtons}
        </ApproveSelectedActions>
      }
    />
  );
}
