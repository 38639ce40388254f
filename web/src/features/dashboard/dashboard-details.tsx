/**
 * The employee dashboard below its figures: the monthly chart, the reasons and the recent
 * transactions, a chunk of its own (loaded once the figures show, so a phone draws them first).
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { preloadable } from '../../app/preloadable';
import { PageSpinner } from '../../components/page-spinner';
import { TransactionCards } from '../../components/light/transaction-cards';
import { CloudscapeI18n } from '../../i18n/cloudscape-i18n';
import { loadAreas, useT } from '../../i18n/i18n';
import { EmptyState } from './empty-state';
import { GetPaidButton } from './get-paid-button';
import { WelcomeImage } from './welcome';

type Dashboard = CallableOutput<'advancePayEmployee-employeeDashboard'>;

/** The monthly chart (Cloudscape's BarChart), loaded once its place nears the screen. */
const MonthlyWithdrawalsChart = preloadable<{ d: Dashboard }>(() =>
  Promise.all([import('./monthly-withdrawals-chart'), CloudscapeI18n.preload(), loadAreas(['advancePay'])]).then(
    ([m]) => ({
      default: m.MonthlyWithdrawalsChart,
    }),
  ),
);

/** Renders `children` once its place comes near the screen (or at once where the browser cannot tell). */
function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} style={{ minHeight }}>
      {near && children}
    </div>
  );
}

function MonthlyWithdrawals({ d }: { d: Dashboard }) {
  const t = useT();
  return (
    <section className="light-card light-stack light-stack--s" data-testid="chart-monthly-withdrawals">
      <div>
        <h2 className="light-h2">{t('dashboard.monthlyWithdrawals')}</h2>
        <p className="light-secondary">{t('dashboard.monthlyWithdrawalsDescription')}</p>
      </div>
      <WhenNear minHeight={300}>
        <Suspense fallback={<PageSpinner />}>
          <CloudscapeI18n>
            <MonthlyWithdrawalsChart d={d} />
          </CloudscapeI18n>
        </Suspense>
      </WhenNear>
    </section>
  );
}

/** The year's withdrawals by reason, largest first, as stacked rows. */
function WithdrawalReasons({ d }: { d: Dashboard }) {
  const t = useT();
  const reasons = [...d.reasons].sort((a, b) => b.amount - a.amount);
  return (
    <section className="light-card light-stack light-stack--s" data-testid="table-withdrawal-reasons">
      <div>
        <h2 className="light-h2">
          {t('dashboard.withdrawalReasons')} <span className="edash-counter">({d.reasons.length})</span>
        </h2>
        <p className="light-secondary">{t('dashboard.withdrawalReasonsDescription')}</p>
      </div>
      {reasons.length === 0 ? (
        <EmptyState title={t('dashboard.noWithdrawalsYet')} action={<GetPaidButton />} testId="reasons-empty">
          {t('dashboard.noWithdrawalsYetText')}
        </EmptyState>
      ) : (
        <ul className="edash-rows">
          {reasons.map((r) => (
            <li key={r.reason} data-testid="reason-row">
              <span>{t.localize(r.reason)}</span>
              <b>{formatRm(r.amount)}</b>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentTransactions({ d }: { d: Dashboard }) {
  const t = useT();
  return (
    <section className="light-stack light-stack--s" data-testid="table-recent-transactions">
      <h2 className="light-h2">
        {t('dashboard.recentTransactions')} <span className="edash-counter">({d.latestTransactions.length})</span>
      </h2>
      {d.latestTransactions.length === 0 ? (
        <div className="light-card">
          <EmptyState title={t('table.noTransactions')} action={<GetPaidButton />} testId="transactions-empty">
            {t('dashboard.noTransactionsText')}
          </EmptyState>
        </div>
      ) : (
        <TransactionCards rows={d.latestTransactions} />
      )}
    </section>
  );
}

/** The parts below the figures, each shown in turn (`shown`: 2 the chart, 3 the reasons, 4 the transactions). */
export function DashboardDetails({ d, shown }: { d: Dashboard; shown: number }) {
  return (
    <>
      <div className="edash-columns">
        <MonthlyWithdrawals d={d} />
        {shown >= 3 && <WithdrawalReasons d={d} />}
      </div>
      {shown >= 4 && <RecentTransactions d={d} />}
      {shown >= 4 && <WelcomeImage />}
    </>
  );
}
