import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { ELECTION_MESSAGES, isElectionComplete } from '../../../../shared/domain/benefits/wallet-election';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { notify } from '../../components/notifications';
import { FactCards, LightList } from '../../components/light/fact-cards';
import { LightButton } from '../../components/light/light';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useT } from '../../i18n/i18n';
import { ELECTION_QUERY_KEYS, ELECT_WALLETS_PATH, electedWalletEditPath } from './election-form-model';

type Election = CallableOutput<'employeeWallets-getElectedWallets'>['items'][number];

/**
 * /elected-wallets: the employee's wallet allocations as cards, with Add Wallet (while less than
 * 100% is allocated), edit and delete (asked first), the total allocated and their entitled benefits.
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

  const add = (
    <LightButton
      variant="primary"
      disabled={allocated >= 100}
      onClick={() => navigate(ELECT_WALLETS_PATH)}
      testId="election-add"
    >
      {t('wallets.addWallet')}
    </LightButton>
  );

  return (
    <div className="light-stack">
      <LightList
        title={t('shell.electedWallets')}
        description={
          list.data && (
            <dl className="tx-card__facts">
              <div>
                <dt>{t('wallets.entitledBenefits')}</dt>
                <dd>{formatRm(list.data.totalBenefits)}</dd>
              </div>
              <div>
                <dt>{t('wallets.allocated')}</dt>
                <dd data-testid="elected-total">{allocated}%</dd>
              </div>
              <div>
                <dt>{t('wallets.election')}</dt>
                <dd>{isElectionComplete(allocated) ? t('wallets.complete') : t('wallets.incomplete')}</dd>
              </div>
            </dl>
          )
        }
        actions={add}
        loading={list.isPending}
        empty={(list.data?.items.length ?? 0) === 0}
        emptyText={t('wallets.noAllocations')}
        emptyAction={add}
        testId="table-elected-wallets"
      >
        <FactCards<Election>
          items={[...(list.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name))}
          keyOf={(w) => w.id}
          head={(w) => (
            <>
              <h2 className="light-h2">{w.name}</h2>
              <span className="tx-card__amount">{w.percentage}%</span>
            </>
          )}
          facts={(w) => [
            { label: t('wallets.accountNumber'), value: w.accountNumber },
            { label: t('wallets.amount'), value: formatRm(w.amount) },
            {
              label: t('wallets.accountVerified'),
              value: t(w.accountVerified === 'Yes' ? 'wallets.yes' : 'wallets.no'),
            },
          ]}
          actions={(w) => (
            <>
              <LightButton onClick={() => navigate(electedWalletEditPath(w.id))} testId={`election-edit-${w.walletId}`}>
                {t('wallets.edit')}
              </LightButton>
              <LightButton onClick={() => setDeleting(w)} testId={`election-delete-${w.walletId}`}>
                {t('wallets.delete')}
              </LightButton>
            </>
          )}
        />
      </LightList>
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
    </div>
  );
}
