import { isoToDisplay } from '../../components/date-text';
import type { MyPayout } from '../../../../shared/domain/benefits/pay-run';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { usePagedList } from '../../api/hooks';
import { FactCards, LightList, LightPager } from '../../components/light/fact-cards';
import { StatusBadge } from '../../components/light/status-badge';
import { useT } from '../../i18n/i18n';

/** Payouts a page: a phone's list. */
const PAGE_SIZE = 10;

/**
 * The payouts the signed-in employee received from completed benefit pay runs, as cards: one per
 * wallet, succeeded, or failed with the reason the administrator gave. Placed on My Benefits.
 */
export function MyPayouts() {
  const t = useT();
  const payouts = usePagedList(
    'payRuns-getMyPayouts',
    {},
    { pageSize: PAGE_SIZE, errorToast: 'Unable to retrieve your payouts!' },
  );
  return (
    <LightList
      headingLevel={2}
      title={t('benefits.myPayouts')}
      loading={payouts.isPending}
      empty={payouts.items.length === 0}
      emptyText={t('benefits.noPayouts')}
      testId="table-my-payouts"
    >
      <FactCards<MyPayout>
        items={payouts.items}
        keyOf={(p) => `${p.payRunId}/${p.walletName}/${p.accountNumber}`}
        head={(p) => (
          <>
            <span className="tx-card__amount">{formatRm(p.amount)}</span>
            <StatusBadge entity="payout" status={p.status} testId={`my-payout-status-${p.payRunId}`} />
          </>
        )}
        facts={(p) => [
          { label: t('benefits.payRun'), value: `${p.benefitName} (${p.period})` },
          { label: t('benefits.payDay'), value: isoToDisplay(p.payDay) },
          { label: t('benefits.wallet'), value: `${p.walletName} · ${p.accountNumber}` },
          ...(p.reason ? [{ label: t('benefits.reason'), value: t.localize(p.reason) }] : []),
        ]}
      />
      <LightPager list={payouts} testId="payouts" />
    </LightList>
  );
}
