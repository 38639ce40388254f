import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  STATEMENT_MESSAGES,
  statementFileName,
  type MonthlyStatement,
  type StatementWithdrawal,
} from '../../../../shared/domain/advance-pay/monthly-statement';
import { LOCALE_OF } from '../../../../shared/i18n/languages';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { FactCards, LightList } from '../../components/light/fact-cards';
import { Card, LightButton } from '../../components/light/light';
import './statement.css';
import { STATEMENTS_PATH } from './statement-paths';
import { findMessage, useT } from '../../i18n/i18n';

type T = ReturnType<typeof useT>;

/** `2026-12-25` → '25 December 2026' in the current language. */
const longDate = (t: T, date: string) =>
  new Intl.DateTimeFormat(LOCALE_OF[t.language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The statement's message (the server's English, shared/domain/advance-pay/monthly-statement.ts) in the current language. */
function statementMessage(t: T, s: MonthlyStatement): string {
  if (t.language === 'en') return s.message;
  return t('statements.message', {
    deductable: formatRm(s.totalDeductable),
    payDate: s.payDate ? longDate(t, s.payDate) : 'none',
    withdrawn: formatRm(s.totalWithdrawn),
    fees: feesTaken(s),
    fee: formatRm(s.serviceFee),
    instantFee: formatRm(s.instantFee),
    received: formatRm(s.totalReceived),
    balancePayable: formatRm(s.balancePayable),
  });
}

/** Which fees were taken upfront (the message's choice of words). */
function feesTaken(s: MonthlyStatement): 'none' | 'service' | 'instant' | 'both' {
  if (s.serviceFee > 0) return s.instantFee > 0 ? 'both' : 'service';
  return s.instantFee > 0 ? 'instant' : 'none';
}

/** The download dialog's message: the server's, its period and minutes in the current language. */
function downloadMessage(t: T, message: string, periodKey: string): string {
  const found = findMessage(message);
  if (found?.id !== 'statements.downloadReady') return t.localize(message);
  return t('statements.downloadReady', { period: t.month(periodKey), minutes: found.values?.minutes ?? '' });
}

/** The dialog of a fetched download link: the server's message and the link. */
function DownloadDialog({
  link,
  periodKey,
  onClose,
}: {
  link: { message: string; url: string } | null;
  periodKey: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      visible={link !== null}
      onDismiss={onClose}
      header={t('statements.downloadPdf')}
      data-testid="statement-download-dialog"
      footer={
        <Box float="right">
          <Button onClick={onClose} data-testid="statement-download-close">
            {t('common.close')}
          </Button>
        </Box>
      }
    >
      {link && (
        <SpaceBetween size="m">
          <Box variant="p" data-testid="statement-download-message">
            {downloadMessage(t, link.message, periodKey)}
          </Box>
          <Link href={link.url} external data-testid="statement-download-link">
            {statementFileName(periodKey)}
          </Link>
        </SpaceBetween>
      )}
    </Modal>
  );
}

/**
 * /advance-pay/statements/monthly/:statementId: one statement (docs/rules.md#monthly-statements) with its
 * withdrawals as cards (light elements, a phone first), and 'Download PDF', which asks for a link
 * and shows it in a dialog.
 */
export function MonthlyStatementPage() {
  const t = useT();
  const { statementId = '' } = useParams();
  const navigate = useNavigateTo();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePay = org.data?.advancePay === 'yes';
  const statement = useCallableQuery(
    'advancePayEmployee-getMonthlyStatement',
    { statementId },
    { enabled: advancePay && statementId !== '', errorToast: STATEMENT_MESSAGES.getFailed },
  );
  const download = useCallableMutation('advancePayEmployee-getDownloadURL', {
    errorToast: STATEMENT_MESSAGES.downloadFailed,
  });
  const [link, setLink] = useState<{ message: string; url: string } | null>(null);

  if (org.isPending || (advancePay && statement.isPending)) return <PageSpinner />;
  const s = statement.data;
  if (!advancePay || !s) return <NotAvailable />;

  const requestLink = () => download.mutate({ statementId: s.id }, { onSuccess: (answer) => setLink(answer) });

  const figures: { label: string; value: ReactNode; hint?: string; strong?: boolean }[] = [
    { label: t('statements.fullName'), value: s.employeeName },
    { label: t('statements.icNumber'), value: s.employeeICNumber },
    { label: t('statements.statementDate'), value: isoToDisplay(s.statementDate) },
    { label: t('advancePay.period'), value: t.month(s.periodKey) },
    { label: t('statements.salary'), value: formatRm(s.salary) },
    { label: t('statements.totalWithdrawn'), value: formatRm(s.totalWithdrawn), hint: t('statements.amountsAskedFor') },
    { label: t('advancePay.serviceFeeLabel'), value: formatRm(s.serviceFee), hint: t('statements.takenUpfront') },
    { label: t('statements.instantFee'), value: formatRm(s.instantFee), hint: t('statements.instantFeeHint') },
    {
      label: t('statements.totalReceived'),
      value: formatRm(s.totalReceived),
      hint: t('statements.whatReachedAccount'),
    },
    {
      label: t('statements.totalDeductable'),
      value: formatRm(s.totalDeductable),
      hint: s.payDate ? t('statements.onPayDay', { date: longDate(t, s.payDate) }) : t('statements.onNextPayDay'),
      strong: true,
    },
    {
      label: t('statements.balancePayable'),
      value: formatRm(s.balancePayable),
      hint: t('statements.salaryLessDeductable'),
      strong: true,
    },
  ];

  return (
    <div className="light-stack">
      <header className="light-stack light-stack--s">
        <h1 className="light-h1">{t('statements.title', { period: t.month(s.periodKey) })}</h1>
        <p className="light-secondary">{t('statements.statementDateOn', { date: longDate(t, s.statementDate) })}</p>
        <div className="fact-card__actions">
          <LightButton variant="primary" loading={download.isPending} onClick={requestLink} testId="statement-download">
            {t('statements.downloadPdf')}
          </LightButton>
          <LightButton onClick={() => navigate(STATEMENTS_PATH)} testId="statement-back">
            {t('common.back')}
          </LightButton>
        </div>
      </header>
      <Card testId="statement-details">
        <div className="light-stack">
          <h2 className="light-h2">{s.orgName}</h2>
          <dl className="tx-details__facts">
            {figures.map((f) => (
              <div key={f.label}>
                <dt>
                  {f.label}
                  {f.hint && <span className="statement-hint">{f.hint}</span>}
                </dt>
                <dd>{f.strong ? <b>{f.value}</b> : f.value}</dd>
              </div>
            ))}
          </dl>
          <p className="statement-message" data-testid="statement-message">
            {statementMessage(t, s)}
          </p>
        </div>
      </Card>
      <LightList
        headingLevel={2}
        title={`${t('statements.withdrawals')} (${String(s.withdrawals.length)})`}
        description={t('statements.withdrawalsDescription')}
        loading={false}
        empty={s.withdrawals.length === 0}
        emptyText={t('statements.noWithdrawals')}
        testId="table-statement-withdrawals"
      >
        <FactCards<StatementWithdrawal>
          items={s.withdrawals}
          keyOf={(w) => w.id}
          head={(w) => <span className="tx-card__amount">{formatRm(w.amount)}</span>}
          facts={(w) => [
            { label: t('advancePay.dateInitiated'), value: isoToDisplay(w.date) },
            { label: t('advancePay.transferDate'), value: w.transferDate ? isoToDisplay(w.transferDate) : '-' },
            {
              label: t('statements.payout'),
              value: t(w.payout === 'instant' ? 'statements.payoutInstant' : 'statements.payoutStandard'),
            },
            { label: t('advancePay.serviceFeeLabel'), value: formatRm(w.fee) },
            { label: t('statements.instantFee'), value: formatRm(w.instantFee) },
            { label: t('statements.received'), value: formatRm(w.net) },
          ]}
        />
      </LightList>
      <DownloadDialog link={link} periodKey={s.periodKey} onClose={() => setLink(null)} />
    </div>
  );
}
