import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money';
import { ELECTION_MESSAGES, isElectionComplete } from '../../../../shared/domain/benefits/wallet-election';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { notify } from '../../components/notifications';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { actionsColumn } from '../../components/row-actions';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useT } from '../../i18n/i18n';
import { ELECTION_QUERY_KEYS, ELECT_WALLETS_PATH, electedWalletEditPath } from './election-form-model';

type Election = CallableOutput<'employeeWallets-getElectedWallets'>['items'][number];

/**
 * /elected-wallets: the employee's wallet allocations with Add Wallet (while less than 100% is
 * allocated), edit and delete (asked first), the total allocated and their entitled benefits.
 */
export function ElectedWalletsPage() {
  const t = useT();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const list = useCallableQuery(
    'employeeWallets-getElectedWallets',
    {},
    { errorToast: ELECTION_MESSAGES.getWalletsFailed },
  );
  const remove = useCallableMutation('employeeWallets-deleteElectedWallet', {
    errorToast: ELECTION_MESSAGES.deleteFailed,
  });
  const [deleting, setDeleting] = useState<Election | null>(null);
  const allocated = list.data?.allocatedPercentage ?? 0;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => notify.success(ELECTION_MESSAGES.deleted),
        onSettled: () => {
          setDeleting(null);
          ELECTION_QUERY_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
        },
      },
    );
  };

  const columns: ResourceColumn<Election>[] = [
    { id: 'name', header: t('wallets.eWallet'), sortingField: 'name', cell: (w) => w.name },
    { id: 'accountNumber', header: t('wallets.accountNumber'), cell: (w) => w.accountNumber },
    { id: 'percentage', header: t('wallets.percentage'), sortingField: 'percentage', cell: (w) => `${w.percentage}%` },
    { id: 'amount', header: t('wallets.amount'), sortingField: 'amount', cell: (w) => formatRm(w.amount) },
    {
      id: 'accountVerified',
      header: t('wallets.accountVerified'),
      cell: (w) => t(w.accountVerified === 'Yes' ? 'wallets.yes' : 'wallets.no'),
    },
    actionsColumn<Election>({
      header: t('wallets.actions'),
      menuLabel: (w) => `${t('wallets.actions')}: ${w.name}`,
      menuTestId: (w) => `election-actions-${w.walletId}`,
      actions: (w) => [
        { id: `election-edit-${w.walletId}`, text: t('wallets.edit'), href: electedWalletEditPath(w.id) },
        { id: `election-delete-${w.walletId}`, text: t('wallets.delete'), onClick: () => setDeleting(w) },
      ],
    }),
  ];

  const add = (
    <Button
      variant="primary"
      disabled={allocated >= 100}
      onClick={() => navigate(ELECT_WALLETS_PATH)}
      data-testid="election-add"
    >
      {t('wallets.addWallet')}
    </Button>
  );

  return (
    <SpaceBetween size="l">
      <ResourceTable<Election>
        tableId="elected-wallets"
        title={t('shell.electedWallets')}
        description={
          list.data && (
            <KeyValuePairs
              columns={3}
              items={[
                { label: t('wallets.entitledBenefits'), value: formatRm(list.data.totalBenefits) },
                { label: t('wallets.allocated'), value: <span data-testid="elected-total">{allocated}%</span> },
                {
                  label: t('wallets.election'),
                  value: isElectionComplete(allocated) ? t('wallets.complete') : t('wallets.incomplete'),
                },
              ]}
            />
          )
        }
        resourceName="wallet allocations"
        items={list.data?.items ?? []}
        query={list}
        trackBy="id"
        emptyText={t('wallets.noAllocations')}
        columnDefinitions={columns}
        defaultSortingColumnId="name"
        emptyAction={add}
        actions={add}
      />
      <ConfirmModal
        visible={deleting !== null}
        header={t('wallets.deleteAllocation')}
        confirmLabel={t('wallets.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="election-delete-confirm"
      >
        {t('wallets.deleteQuestion', { percentage: deleting?.percentage ?? 0, name: deleting?.name ?? '' })}
      </ConfirmModal>
    </SpaceBetween>
  );
}
