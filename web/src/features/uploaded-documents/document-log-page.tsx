import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { UPLOAD_MESSAGES, type UploadLog } from '../../../../shared/domain/finance/uploaded-document';
import type { PartnerFileType } from '../../../../shared/domain/finance/partner-file';
import { useCallableQuery } from '../../api/hooks';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { usePageLabel } from '../../components/page-label';
import { RouterLink } from '../../components/router-link';
import { useNavigateTo } from '../../components/use-navigate-to';
import { readLog, type LogView, type Pair } from './log-view';
import { LOG_LINKS, documentLogsPath } from './paths';
import { typeLabel } from './upload-form';

const pairItems = (pairs: Pair[], testId: string) =>
  pairs.map((p) => ({
    label: p.label,
    value: (
      <span data-testid={`${testId}-${p.label}`}>
        {p.href ? <RouterLink href={p.href}>{p.value}</RouterLink> : p.value || '-'}
      </span>
    ),
  }));

/** The row's values, its problems (a failed row) and what it became (a good row). */
function LogDetails({ view }: { view: LogView }) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Row Values</Header>} data-testid="uplog-values">
        {view.values.length ? (
          <KeyValuePairs columns={3} items={pairItems(view.values, 'uplog-value')} />
        ) : (
          <Box color="text-status-inactive">The row carried no values.</Box>
        )}
      </Container>
      {view.problems.length > 0 && (
        <Table
          header={<Header variant="h2">Problems</Header>}
          variant="container"
          items={view.problems}
          trackBy={(p) => `${p.column}:${p.message}`}
          data-testid="uplog-problems"
          columnDefinitions={[
            { id: 'column', header: 'Column', cell: (p) => p.column || '-' },
            { id: 'value', header: 'Value', cell: (p) => p.value || '-' },
            { id: 'message', header: 'Problem', cell: (p) => p.message },
          ]}
        />
      )}
      {view.outcome.length > 0 && (
        <Container header={<Header variant="h2">Recorded As</Header>} data-testid="uplog-outcome">
          <KeyValuePairs columns={3} items={pairItems(view.outcome, 'uplog-outcome')} />
        </Container>
      )}
    </SpaceBetween>
  );
}

function LogBody({ log }: { log: UploadLog & { type: PartnerFileType; fileName: string } }) {
  const view = readLog(log, log.type, LOG_LINKS);
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Row {log.rowNo}</Header>} data-testid="uplog-view">
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'File Name', value: log.fileName },
            { label: 'Type', value: typeLabel(log.type) },
            { label: 'Row No', value: <span data-testid="uplog-view-row">{log.rowNo}</span> },
            {
              label: 'Status',
              value: <EntityStatus entity="uploadLog" status={log.status} testId="uplog-view-status" />,
            },
            {
              label: 'Error Message',
              value: <span data-testid="uplog-view-error">{log.errorMessage || '-'}</span>,
            },
            { label: 'Created At', value: formatDateTime(log.createdAt) },
          ]}
        />
      </Container>
      {view ? (
        <LogDetails view={view} />
      ) : (
        <Box color="text-status-inactive" data-testid="uplog-no-data">
          {log.type === 'SETTLEMENTS'
            ? UPLOAD_MESSAGES.settlementLogDataNotFound
            : 'The row’s values could not be read from its log.'}
        </Box>
      )}
    </SpaceBetween>
  );
}

/** /internal/uploaded-document-logs/:rcId/logs/:id/view: one row of a file (`id` is its row number). */
export function DocumentLogPage() {
  const { rcId = '', id = '' } = useParams();
  const navigate = useNavigateTo();
  const log = useCallableQuery(
    'uploadedDocuments-getLog',
    { uploadedDocumentId: rcId, id },
    { enabled: rcId !== '' && id !== '', errorToast: UPLOAD_MESSAGES.logNotFound },
  );
  usePageLabel(log.data ? `Row ${log.data.rowNo}` : undefined);
  const back = (
    <Button onClick={() => navigate(documentLogsPath(rcId))} data-testid="uplog-back">
      Back
    </Button>
  );
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={back}>
          {log.data ? `${log.data.fileName}: row ${log.data.rowNo}` : 'Uploaded Document Log'}
        </Header>
      }
    >
      {log.isPending ? (
        <Spinner size="large" />
      ) : log.data ? (
        <LogBody log={log.data} />
      ) : (
        <Box color="text-status-inactive" data-testid="uplog-not-found">
          {UPLOAD_MESSAGES.logNotFound}
        </Box>
      )}
    </ContentLayout>
  );
}
