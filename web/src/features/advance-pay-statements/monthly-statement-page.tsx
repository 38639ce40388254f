import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import {
  STATEMENT_MESSAGES,
  statementFileName,
  type MonthlyStatement,
  type StatementWithdrawal,
} from '../../../../shared/domain/advance-pay/monthly-statement';
import { findMessage } from '../../../../shared/i18n/messages';
import { LOCALE_OF } from '../../../../shared/i18n/languages';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { STATEMENTS_PATH } from './statement-paths';
import { useT } from '../../i18n/i18n';

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
    fee: s.serviceFee > 0 ? formatRm(s.serviceFee) : 'none',
    received: formatRm(s.totalReceived),
    balancePayable: formatRm(s.balancePayable),
  });
}

/** The download dialog's message: the server's, its period and minutes in the current language. */
function downloadMessage(t: T, message: string, periodKey: string): string {
  const found = findMessage(message);
  if (found?.id !== 'statements.downloadReady') return t.localize(message);
  return t('statements.downloadReady', { period: t.month(periodKey), minutes: found.values?.minutes ?? '' });
}

/** A figure's one-line meaning beside its label. */
const Hint = ({ children }: { children: string }) => (
  <Box variant="small" color="text-body-secondary">
    {children}
  </Box>
);

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
 * withdrawals, and 'Download PDF', which asks for a link and shows it in a dialog.
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

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('statements.statementDateOn', { date: longDate(t, s.statementDate) })}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(STATEMENTS_PATH)} data-testid="statement-back">
                {t('common.back')}
              </Button>
              <Button
                variant="primary"
                iconName="download"
                loading={download.isPending}
                onClick={requestLink}
                data-testid="statement-download"
              >
                {t('statements.downloadPdf')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('statements.title', { period: t.month(s.periodKey) })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{s.orgName}</Header>} data-testid="statement-details">
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('statements.fullName'), value: s.employeeName },
              { label: t('statements.icNumber'), value: s.employeeICNumber },
              { label: t('statements.statementDate'), value: isoToDisplay(s.statementDate) },
              { label: t('advancePay.period'), value: t.month(s.periodKey) },
              { label: t('statements.salary'), value: formatRm(s.salary) },
              {
                label: t('statements.totalWithdrawn'),
                value: formatRm(s.totalWithdrawn),
                info: <Hint>{t('statements.amountsAskedFor')}</Hint>,
              },
              {
                label: t('advancePay.serviceFeeLabel'),
                value: formatRm(s.serviceFee),
                info: <Hint>{t('statements.takenUpfront')}</Hint>,
              },
              {
                label: t('statements.totalReceived'),
                value: formatRm(s.totalReceived),
                info: <Hint>{t('statements.whatReachedAccount')}</Hint>,
              },
              {
                label: t('statements.totalDeductable'),
                value: <b>{formatRm(s.totalDeductable)}</b>,
                info: (
                  <Hint>
                    {s.payDate
                      ? t('statements.onPayDay', { date: longDate(t, s.payDate) })
                      : t('statements.onNextPayDay')}
                  </Hint>
                ),
              },
              {
                label: t('statements.balancePayable'),
                value: <b>{formatRm(s.balancePayable)}</b>,
                info: <Hint>{t('statements.salaryLessDeductable')}</Hint>,
              },
            ]}
          />
          <Box variant="p" margin={{ top: 'l' }} data-testid="statement-message">
            {statementMessage(t, s)}
          </Box>
        </Container>
        <Table<StatementWithdrawal>
          variant="container"
          data-testid="table-statement-withdrawals"
          header={
            <Header
              variant="h2"
              counter={`(${s.withdrawals.length})`}
              description={t('statements.withdrawalsDescription')}
            >
              {t('statements.withdrawals')}
            </Header>
          }
          items={s.withdrawals}
          trackBy="id"
          columnDefinitions={[
            { id: 'date', header: t('advancePay.dateInitiated'), cell: (w) => isoToDisplay(w.date) },
            {
              id: 'transferDate',
              header: t('advancePay.transferDate'),
              cell: (w) => (w.transferDate ? isoToDisplay(w.transferDate) : '-'),
            },
            { id: 'amount', header: t('advancePay.amount'), cell: (w) => formatRm(w.amount) },
            { id: 'fee', header: t('advancePay.serviceFeeLabel'), cell: (w) => formatRm(w.fee) },
            { id: 'net', header: t('statements.received'), cell: (w) => formatRm(w.net) },
          ]}
          empty={<Box textAlign="center">{t('statements.noWithdrawals')}</Box>}
        />
      </SpaceBetween>
      <DownloadDialog link={link} periodKey={s.periodKey} onClose={() => setLink(null)} />
    </ContentLayout>
  );
}
