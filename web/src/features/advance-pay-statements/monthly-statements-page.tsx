import type { MouseEvent } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import { STATEMENT_MESSAGES, type MonthlyStatementRow } from '../../../../shared/domain/advance-pay/monthly-statement';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { usePagedList } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { PageSpinner } from '../../components/page-spinner';
import { FactCards, LightList, LightPager } from '../../components/light/fact-cards';
import { NotAvailable } from '../../components/not-available';
import { statementPath } from './statement-paths';
import { useT } from '../../i18n/i18n';

/** Statements a page: a phone's list, one more a month. */
const PAGE_SIZE = 12;

/**
 * /advance-pay/statements/monthly: the employee's monthly statements, newest first, paged on the
 * server (one more a month, for as long as they work there), as cards on a phone: the month, its
 * figures, and a View link to the statement (docs/rules.md#monthly-statements).
 */
export function MonthlyStatementsPage() {
  const t = useT();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const list = usePagedList(
    'advancePayEmployee-getMonthlyStatements',
    {},
    { pageSize: PAGE_SIZE, enabled: advancePay, errorToast: STATEMENT_MESSAGES.listFailed },
  );
  const navigate = useNavigateTo();
  if (org.isPending) return <PageSpinner />;
  if (!advancePay) return <NotAvailable />;

  const view = (s: MonthlyStatementRow) => (
    <a
      className="light-link"
      href={statementPath(s.id)}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(statementPath(s.id));
      }}
      aria-label={t('statements.viewStatement', { period: t.month(s.periodKey) })}
      data-testid={`statement-view-${s.id}`}
    >
      {t('advancePay.view')}
    </a>
  );

  return (
    <LightList
      title={t('shell.monthlyStatements')}
      description={t('statements.description')}
      loading={list.isPending}
      empty={list.items.length === 0}
      emptyText={t('statements.empty')}
      testId="table-monthly-statements"
    >
      <FactCards
        items={list.items}
        keyOf={(s) => s.id}
        cardTestId={(s) => `statement-card-${s.id}`}
        head={(s) => <h2 className="light-h2">{t.month(s.periodKey)}</h2>}
        facts={(s) => [
          { label: t('statements.totalWithdrawn'), value: formatRm(s.totalWithdrawn) },
          { label: t('advancePay.serviceFeeLabel'), value: formatRm(s.serviceFee) },
          // A figure the product adds (issue 9): what reached the account, beside the amounts asked for.
          { label: t('statements.totalReceived'), value: formatRm(s.totalReceived) },
          { label: t('statements.totalDeductable'), value: formatRm(s.totalDeductable) },
          { label: t('statements.balancePayable'), value: formatRm(s.balancePayable) },
          { label: t('statements.statementDate'), value: isoToDisplay(s.statementDate) },
        ]}
        actions={view}
      />
      <LightPager list={list} testId="statements" />
    </LightList>
  );
}
