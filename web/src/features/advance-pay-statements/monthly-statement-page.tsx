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
  longDate,
  statementFileName,
  type StatementWithdrawal,
} from '../../../../shared/domain/advance-pay/monthly-statement';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { isoToDisplay } from '../../components/date-text';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { STATEMENTS_PATH } from './statement-paths';

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
  return (
    <Modal
      visible={link !== null}
      onDismiss={onClose}
      header="Download PDF"
      data-testid="statement-download-dialog"
      footer={
        <Box float="right">
          <Button onClick={onClose} data-testid="statement-download-close">
            Close
          </Button>
        </Box>
      }
    >
      {link && (
        <SpaceBetween size="m">
          <Box variant="p" data-testid="statement-download-message">
            {link.message}
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
          description={`Statement date ${longDate(s.statementDate)}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(STATEMENTS_PATH)} data-testid="statement-back">
                Back
              </Button>
              <Button
                variant="primary"
                iconName="download"
                loading={download.isPending}
                onClick={requestLink}
                data-testid="statement-download"
              >
                Download PDF
              </Button>
            </SpaceBetween>
          }
        >
          Monthly Statement - {s.period}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{s.orgName}</Header>} data-testid="statement-details">
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Full Name', value: s.employeeName },
              { label: 'IC Number', value: s.employeeICNumber },
              { label: 'Statement Date', value: isoToDisplay(s.statementDate) },
              { label: 'Period', value: s.period },
              { label: 'Salary', value: formatRm(s.salary) },
              {
                label: 'Total Withdrawn',
                value: formatRm(s.totalWithdrawn),
                info: <Hint>The amounts you asked for</Hint>,
              },
              { label: 'Service Fee', value: formatRm(s.serviceFee), info: <Hint>Taken from them upfront</Hint> },
              {
                label: 'Total Received',
                value: formatRm(s.totalReceived),
                info: <Hint>What reached your account</Hint>,
              },
              {
                label: 'Total Deductable',
                value: <b>{formatRm(s.totalDeductable)}</b>,
                info: <Hint>{s.payDate ? `On pay day, ${longDate(s.payDate)}` : 'On your next pay day'}</Hint>,
              },
              {
                label: 'Balance Payable',
                value: <b>{formatRm(s.balancePayable)}</b>,
                info: <Hint>Salary less Total Deductable</Hint>,
              },
            ]}
          />
          <Box variant="p" margin={{ top: 'l' }} data-testid="statement-message">
            {s.message}
          </Box>
        </Container>
        <Table<StatementWithdrawal>
          variant="container"
          data-testid="table-statement-withdrawals"
          header={
            <Header
              variant="h2"
              counter={`(${s.withdrawals.length})`}
              description="The withdrawals paid out to you, or on their way, when the period closed"
            >
              Withdrawals
            </Header>
          }
          items={s.withdrawals}
          trackBy="id"
          columnDefinitions={[
            { id: 'date', header: 'Date Initiated', cell: (w) => isoToDisplay(w.date) },
            {
              id: 'transferDate',
              header: 'Transfer Date',
              cell: (w) => (w.transferDate ? isoToDisplay(w.transferDate) : '-'),
            },
            { id: 'amount', header: 'Amount', cell: (w) => formatRm(w.amount) },
            { id: 'fee', header: 'Service Fee', cell: (w) => formatRm(w.fee) },
            { id: 'net', header: 'Received', cell: (w) => formatRm(w.net) },
          ]}
          empty={<Box textAlign="center">No withdrawals were paid out in this period.</Box>}
        />
      </SpaceBetween>
      <DownloadDialog link={link} periodKey={s.periodKey} onClose={() => setLink(null)} />
    </ContentLayout>
  );
}
