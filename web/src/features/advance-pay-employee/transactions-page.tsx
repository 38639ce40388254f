import { useState, type MouseEvent } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import { periodOf } from '../../../../shared/domain/advance-pay/advance-pay';
import { usePagedList } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { routeOf } from '../../app/access';
import { useSession } from '../../auth/session';
import { LightButton } from '../../components/light/light';
import { TransactionCards } from '../../components/light/transaction-cards';
import { LightPager } from '../../components/light/fact-cards';
import { monthOptions } from '../../components/month-options';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { MESSAGES, PATHS, TITLES } from './messages';
import { useT } from '../../i18n/i18n';

/** The filter's value for every month. */
const ALL = 'all';
/** Transactions a page: a phone's list, read page by page from the server. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/**
 * /advance-pay/transactions: the employee's own withdrawals with a month filter (this month
 * first), as cards on a phone (light elements), each with its status and a View link to the
 * details. Paged on the server, newest first (an employee's history grows with time).
 */
export function TransactionsPage() {
  const t = useT();
  const navigate = useNavigateTo();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const [period, setPeriod] = useState(() => periodOf().key);
  const list = usePagedList('advancePayEmployee-getTransactions', period === ALL ? {} : { period }, {
    pageSize: TRANSACTIONS_PAGE_SIZE,
    enabled: advancePay,
    errorToast: MESSAGES.transactionsFailed,
  });
  if (org.isPending) return <PageSpinner />;
  if (!advancePay) return <NotAvailable />;

  const getPaid = routeOf(PATHS.getPaid) ? (
    <LightButton variant="primary" onClick={() => navigate(PATHS.getPaid)} testId="get-paid-button">
      {t('shell.getPaid')}
    </LightButton>
  ) : undefined;
  const monthText = period === ALL ? t('advancePay.anyMonth') : t.month(period);
  const options = monthOptions(period, t.month, { all: { value: ALL, label: t('advancePay.allMonths') } });
  const view = (id: string) => {
    const href = `${PATHS.transactions}/${id}/details`;
    return (
      <a
        className="light-link"
        href={href}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          navigate(href);
        }}
      >
        {t('advancePay.view')}
      </a>
    );
  };

  return (
    <div className="light-stack" data-testid="table-employee-transactions">
      <header className="light-stack light-stack--s">
        <h1 className="light-h1">{t.localize(TITLES.transactions)}</h1>
        <p className="light-secondary">{t('advancePay.transactionsDescription')}</p>
      </header>
      <div className="tx-toolbar">
        <div className="light-field">
          <label htmlFor="month-filter">{t('advancePay.month')}</label>
          <select
            id="month-filter"
            className="light-input"
            data-testid="month-filter"
            value={period}
            onChange={(e) => {
              setPeriod(e.target.value);
            }}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        {getPaid}
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.items.length === 0 ? (
        <div className="light-card light-empty" data-testid="transactions-empty">
          <b>{t('table.noTransactions')}</b>
          <p>{t('advancePay.noWithdrawalsIn', { month: monthText })}</p>
          {getPaid}
        </div>
      ) : (
        <TransactionCards rows={list.items} link={(row) => view(row.id)} />
      )}
      <LightPager list={list} testId="transactions" />
    </div>
  );
}
