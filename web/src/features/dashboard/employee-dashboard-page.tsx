import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { prefetchCallable, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { preloadable } from '../../app/preloadable';
import { PRIMARY, SECONDARY } from '../../app/theme';
import { PageSpinner } from '../../components/page-spinner';
import { LightButton } from '../../components/light/light';
import { DASHBOARD_FAILED } from '../../app/messages';
import { PROFILE_NOT_FOUND } from './messages';
import { GetPaidButton } from './get-paid-button';
import { loadAreas, useT } from '../../i18n/i18n';
import { periodText } from '../../i18n/period';
import { useRevealInTurn } from '../../components/use-reveal-in-turn';
import { WelcomeHeading, WelcomeImage } from './welcome';
import './dashboard.css';

type Dashboard = CallableOutput<'advancePayEmployee-employeeDashboard'>;

/** The chart, the reasons and the recent transactions (their catalogue area too): loaded once the figures show. */
const DashboardDetails = preloadable<{ d: Dashboard; shown: number }>(() =>
  Promise.all([import('./dashboard-details'), loadAreas(['advancePay'])]).then(([m]) => ({
    default: m.DashboardDetails,
  })),
);

/** A figure: its title, the amount, a line saying what it is (and `children` under it). */
function AmountCard({
  title,
  amount,
  description,
  testId,
  large,
  children,
}: {
  title: string;
  amount: number;
  description: string;
  testId: string;
  large?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`light-card edash-figure${large ? ' edash-figure--large' : ''}`} data-testid={testId}>
      <h2 className="edash-figure__title">{title}</h2>
      <p className="edash-figure__value" data-testid={`${testId}-value`}>
        {formatRm(amount)}
      </p>
      <p className="light-secondary">{description}</p>
      {children}
    </section>
  );
}

/** The withdrawn part of the earned wages as a bar (brand colours), its percentage in words. */
function WithdrawnMeter({ d }: { d: Dashboard }) {
  const t = useT();
  const share = Math.min(100, Math.max(0, d.percentageWithdrawn));
  return (
    <div className="edash-meter" data-testid="chart-withdrawn">
      {d.earnedWages <= 0 && d.withdrawnAmount <= 0 ? (
        <p className="light-secondary">{t('dashboard.nothingEarned')}</p>
      ) : (
        <>
          <div
            className="edash-meter__bar"
            role="img"
            aria-label={`${t('dashboard.withdrawnChart')}: ${d.percentageWithdrawn}%`}
            style={{ background: SECONDARY }}
          >
            <span style={{ width: `${share}%`, background: PRIMARY }} />
          </div>
          <p className="edash-meter__text">
            <b>{d.percentageWithdrawn}%</b> {t('dashboard.withdrawnShort')}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The figures: first what the employee can take now (Balance) and Get Paid, inside a phone's
 * first screen; then earned, in processing and withdrawn, what the figures mean, and (each in
 * turn, below those shown) the monthly chart, the reasons and the recent transactions.
 */
function DashboardFigures({ d }: { d: Dashboard }) {
  const t = useT();
  const shown = useRevealInTurn(4);
  const period = periodText(t.month, d.period);
  return (
    <div className="light-stack">
      <AmountCard
        title={t('dashboard.balance')}
        amount={d.balance}
        description={t('dashboard.balanceDescription')}
        testId="card-balance"
        large
      >
        <GetPaidButton primary testId="dashboard-get-paid" />
      </AmountCard>
      <div className="edash-grid">
        <AmountCard
          title={t('dashboard.earnedWages')}
          amount={d.earnedWages}
          description={t('dashboard.earnedSoFar', { period })}
          testId="card-earned-wages"
        />
        <AmountCard
          title={t('dashboard.inProcessing')}
          amount={d.processing}
          description={t('dashboard.notYetPaidOut')}
          testId="card-in-processing"
        />
        <AmountCard
          title={t('dashboard.withdrawnAmount')}
          amount={d.withdrawnAmount}
          description={t('dashboard.requestedIn', { period })}
          testId="card-withdrawn"
        >
          <WithdrawnMeter d={d} />
        </AmountCard>
      </div>
      <p className="light-secondary" data-testid="dashboard-help">
        {t('dashboard.help')}
      </p>
      {shown >= 2 && (
        <Suspense fallback={<PageSpinner />}>
          <DashboardDetails d={d} shown={shown} />
        </Suspense>
      )}
    </div>
  );
}

/** The Advance Pay part of the employee dashboard (docs/rules.md#dashboards). */
function AdvancePayDashboard() {
  const t = useT();
  const dashboard = useCallableQuery('advancePayEmployee-employeeDashboard', {}, { errorToast: DASHBOARD_FAILED });
  // The figures render in a transition of their own (in slices, yielding to the browser), once
  // they are in: also when they already are as this mounts (null first, then the figures).
  const data = useDeferredValue(dashboard.data ?? null, null);
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError) {
    const noProfile = dashboard.error.status === 404;
    return (
      <div
        className={`light-card light-stack light-stack--s edash-alert${noProfile ? '' : ' edash-alert--error'}`}
        role={noProfile ? 'status' : 'alert'}
        data-testid="dashboard-error"
      >
        <h2 className="light-h2">{noProfile ? t('dashboard.noProfile') : t.localize(DASHBOARD_FAILED)}</h2>
        <p>{noProfile ? t.localize(PROFILE_NOT_FOUND) : t('dashboard.tryAgainInAMoment')}</p>
        {!noProfile && (
          <div>
            <LightButton onClick={() => void dashboard.refetch()}>{t('common.retry')}</LightButton>
          </div>
        )}
      </div>
    );
  }
  return data ? <DashboardFigures d={data} /> : <PageSpinner />;
}

/**
 * /dashboard, phone first (light elements, no Cloudscape until the chart): the welcome heading,
 * then (when the organisation has Advance Pay) the employee's figures of the current period with
 * Get Paid, the year's monthly withdrawals, reasons and recent transactions; the welcome image last,
 * once what is above it is in (so it never moves down while the page fills in).
 */
export function EmployeeDashboardPage() {
  const t = useT();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const queryClient = useQueryClient();
  // While the organisation's switches load, the figures load beside them (the figures do not
  // depend on them, and an organisation with Advance Pay shows them): one round trip less.
  const orgLoading = org.isLoading;
  useEffect(() => {
    if (orgLoading) prefetchCallable(queryClient, 'advancePayEmployee-employeeDashboard', {});
  }, [orgLoading, queryClient]);
  return (
    <div data-testid="dashboard" className="light-stack edash">
      <WelcomeHeading>
        {org.data && !advancePay && <p className="edash-off">{t('dashboard.advancePayOff')}</p>}
      </WelcomeHeading>
      {org.isPending && <PageSpinner />}
      {advancePay ? <AdvancePayDashboard /> : org.data && <WelcomeImage />}
    </div>
  );
}
