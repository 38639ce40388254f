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
import { InlineRowActions } from '../../components/row-actions';
import { useNavigateTo } from '../../components/use-navigate-to';
import { ELECTION_QUERY_KEYS, ELECT_WALLETS_PATH, electedWalletEditPath } from './election-form-model';

type Election = CallableOutput<'employeeWallets-getElectedWallets'>['items'][number];

/**
 * /elected-wallets: the employee's wallet allocations with Add Wallet (while less than 100% is
 * allocated), edit and delete (asked first), the total allocated and their entitled benefits.
 */
export function ElectedWalletsPage() {
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
    { id: 'name', header: 'E-Wallet', sortingField: 'name', cell: (w) => w.name },
    { id: 'accountNumber', header: 'Account Number', cell: (w) => w.accountNumber },
    { id: 'percentage', header: 'Percentage', sortingField: 'percentage', cell: (w) => `${w.percentage}%` },
    { id: 'amount', header: 'Amount', sortingField: 'amount', cell: (w) => formatRm(w.amount) },
    { id: 'accountVerified', header: 'Account Verified', cell: (w) => w.accountVerified },
    {
      id: 'actions',
      header: 'Actions',
      cell: (w) => (
        <InlineRowActions>
          <Button
            variant="inline-link"
            onClick={() => navigate(electedWalletEditPath(w.id))}
            data-testid={`election-edit-${w.walletId}`}
          >
            Edit
          </Button>
          <Button variant="inline-link" onClick={() => setDeleting(w)} data-testid={`election-delete-${w.walletId}`}>
            Delete
          </Button>
        </InlineRowActions>
      ),
    },
  ];

  const add = (
    <Button
      variant="primary"
      disabled={allocated >= 100}
      onClick={() => navigate(ELECT_WALLETS_PATH)}
      data-testid="election-add"
    >
      Add Wallet
    </Button>
  );

  return (
    <SpaceBetween size="l">
      <ResourceTable<Election>
        tableId="elected-wallets"
        title="Elected Wallets"
        description={
          list.data && (
            <KeyValuePairs
              columns={3}
              items={[
                { label: 'Entitled benefits', value: formatRm(list.data.totalBenefits) },
                { label: 'Allocated', value: <span data-testid="elected-total">{allocated}%</span> },
                {
                  label: 'Election',
                  value: isElectionComplete(allocated)
                    ? 'Complete'
                    : 'Incomplete: allocations must total 100% for your accounts to receive your benefits.',
                },
              ]}
            />
          )
        }
        resourceName="wallet allocations"
        items={list.data?.items ?? []}
        query={list}
        trackBy="id"
        columnDefinitions={columns}
        defaultSortingColumnId="name"
        emptyAction={add}
        actions={add}
      />
      <ConfirmModal
        visible={deleting !== null}
        header="Delete wallet allocation"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="election-delete-confirm"
      >
        Delete the allocation of {deleting?.percentage}% to {deleting?.name}?
      </ConfirmModal>
    </SpaceBetween>
  );
}
