import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isEditable, managementTransition, type PayRun } from '../../../../shared/domain/benefits/pay-run';
import { useCallableMutation, usePagedList } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { notify } from '../../components/notifications';
import { ResourceTable, useTablePageSize } from '../../components/resource-table';
import { ApproveSelectedActions } from '../../components/approve-selected';
import { useNavigateTo } from '../../components/use-navigate-to';
import { MESSAGES, payRunLinks } from './messages';
import { payRunColumns } from './pay-run-columns';

/**
 * /benefits-pay-runs: the organisation's pay runs (every status but deleted, latest change first),
 * Regular and Ad-hoc create buttons, a details link per row and an edit link while draft or
 * pending_approval; managers select rows and approve them ('Only select pay runs with the
 * 'pending_approval' status!' when the selection holds another status).
 */
export function PayRunsPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  const [pageSize, setPageSize] = useTablePageSize('benefit-pay-runs');
  // Server paging; Approve Selected acts on the rows selected (on the page shown).
  const list = usePagedList('payRuns-getPayRuns', {}, { pageSize, errorToast: MESSAGES.listFailed });
  const approve = useCallableMutation('payRuns-approvePayRuns', { errorToast: 'Bulk approval failed!' });
  const [selected, setSelected] = useState<readonly PayRun[]>([]);
  const onSelectionChange = useCallback((items: readonly PayRun[]) => setSelected(items), []);

  const approveSelected = () => {
    const refused = selected.filter((r) => !managementTransition('approve', r.status).allowed);
    if (refused.length) {
      if (refused.every((r) => r.status === 'approved')) notify.info(MESSAGES.alreadyApproved);
      else notify.error(MESSAGES.onlyPending);
      return;
    }
    approve.mutate(
      { payRunIds: selected.map((r) => r.id) },
      {
        onSuccess: () => notify.success(MESSAGES.approved),
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ['payRuns-getPayRuns'] }),
      },
    );
  };

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
      server={{ page: list, onPageSizeChange: setPageSize }}
      trackBy="id"
      columnDefinitions={payRunColumns({
        details: (r) => payRunLinks.details(r.id),
        edit: (r) => (isEditable(r.status) ? payRunLinks.edit(r.payType, r.id) : undefined),
      })}
      selectionType={isManager ? 'multi' : undefined}
      itemLabel={(r) => r.benefitName}
      onSelectionChange={isManager ? onSelectionChange : undefined}
      emptyText={MESSAGES.noneFound}
      emptyAction={createButtons}
      actions={
        <ApproveSelectedActions
          canApprove={isManager}
          selectedCount={selected.length}
          pending={approve.isPending}
          onApprove={approveSelected}
          testId="pay-run-approve-selected"
        >
          {createButtons}
        </ApproveSelectedActions>
      }
    />
  );
}
