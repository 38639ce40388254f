import { useEffect, useRef } from 'react';
import { useSearchParams, useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import {
  UPLOAD_LOG_STATUSES,
  UPLOAD_MESSAGES,
  type UploadLog,
  type UploadLogStatus,
  type UploadedDocument,
} from '../../../../shared/domain/finance/uploaded-document';
import { useCallableMutation, useCallableQuery, usePagedList } from '../../api/hooks';
import { EntityStatus } from '../../components/entity-status';
import { statusLabel } from '../../components/status-looks';
import { formatDateTime } from '../../components/format';
import { usePageLabel } from '../../components/page-label';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { useNavigateTo } from '../../components/use-navigate-to';
import { RouterLink } from '../../components/router-link';
import { documentPollInterval } from './log-view';
import { DocumentSummary } from './document-summary';
import { UPLOADED_DOCUMENTS_PATH, documentLogPath } from './paths';

const ALL = { value: 'all', label: 'All rows' };
/** What the search box of the logs looks at (the server searches the whole list). */
export const LOGS_SEARCH_PLACEHOLDER = 'Search logs by row number or error message...';
const STATUS_OPTIONS = [ALL, ...UPLOAD_LOG_STATUSES.map((s) => ({ value: s, label: statusLabel('uploadLog', s) }))];

const isLogStatus = (value: string | null): value is UploadLogStatus =>
  (UPLOAD_LOG_STATUSES as readonly string[]).includes(value ?? '');

/** The status filter, kept in the address (`?status=FAILED`). */
function useStatusParam(): [UploadLogStatus | undefined, (status: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  return [
    isLogStatus(raw) ? raw : undefined,
    (next) =>
      setParams(
        (p) => {
          if (isLogStatus(next)) p.set('status', next);
          else p.delete('status');
          return p;
        },
        { replace: true },
      ),
  ];
}

function columns(documentId: string): ResourceColumn<UploadLog>[] {
  return [
    {
      id: 'rowNo',
      header: 'Row No',
      sortingField: 'rowNo',
      cell: (l) => (
        <RouterLink
          href={documentLogPath(documentId, l.id)}
          ariaLabel={`View row ${l.rowNo}`}
          testId={`uplog-link-${l.id}`}
        >
          {l.rowNo}
        </RouterLink>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (l) => <EntityStatus entity="uploadLog" status={l.status} testId={`uplog-status-${l.id}`} />,
    },
    {
      id: 'errorMessage',
      header: 'Error Message',
      sortingField: 'errorMessage',
      cell: (l) => <span data-testid={`uplog-error-${l.id}`}>{l.errorMessage || '-'}</span>,
    },
    { id: 'createdAt', header: 'Created At', sortingField: 'createdAt', cell: (l) => formatDateTime(l.createdAt) },
  ];
}

/** The document's row logs, a page at a time; the page shown is read again while the trigger works. */
function LogsTable({ doc }: { doc: UploadedDocument }) {
  const [status, setStatus] = useStatusParam();
  const [pageSize, setPageSize] = useTablePageSize('upload-logs');
  // While the trigger works, the page shown (only it: a large file has thousands of logs) is read
  // again every 2 s like the document.
  const interval = documentPollInterval(doc);
  const { input, search } = useServerSearch(LOGS_SEARCH_PLACEHOLDER);
  const logs = usePagedList(
    'uploadedDocuments-getLogs',
    { uploadedDocumentId: doc.id, ...(status ? { status } : {}), ...input },
    { pageSize, errorToast: UPLOAD_MESSAGES.logsFailed, refetchInterval: () => interval },
  );
  // Once the document is done, the page is read once more: a read begun before the last rows were
  // written is dropped.
  const { refetch } = logs;
  const seenStatus = useRef(doc.status);
  useEffect(() => {
    if (doc.status === seenStatus.current) return;
    seenStatus.current = doc.status;
    void refetch();
  }, [doc.status, refetch]);
  return (
    <ResourceTable<UploadLog>
      key={status ?? ALL.value}
      tableId="upload-logs"
      title="Logs"
      description="One row of the file each: what it became, or why it was refused."
      resourceName="logs"
      items={[]}
      server={{ page: logs, onPageSizeChange: setPageSize, search }}
      trackBy="id"
      columnDefinitions={columns(doc.id)}
      emptyText={
        doc.status === 'PROCESSING'
          ? 'The rows are being read; they appear here as they are written.'
          : doc.status === 'FAILED'
            ? 'The file was refused as a whole: no row was read.'
            : 'No row of this file has this status.'
      }
      actions={
        <Select
          ariaLabel="Status"
          selectedOption={STATUS_OPTIONS.find((o) => o.value === (status ?? ALL.value)) ?? ALL}
          options={STATUS_OPTIONS}
          onChange={(e) => setStatus(e.detail.selectedOption.value ?? ALL.value)}
          data-testid="uplog-status-filter"
        />
      }
    />
  );
}

/** Makes the CSV of the failed rows (row, reason, the row's values) and opens it. */
function DownloadFailedRows({ doc }: { doc: UploadedDocument }) {
  const file = useCallableMutation('uploadedDocuments-getFailedRowsFile', {
    errorToast: 'Failed to get the download link!',
  });
  if (doc.rowsFailed === 0) return null;
  return (
    <Button
      iconName="download"
      loading={file.isPending}
      onClick={() =>
        file.mutate({ id: doc.id }, { onSuccess: (answer) => void window.open(answer.url, '_blank', 'noopener') })
      }
      data-testid="updoc-failed-rows"
    >
      Download failed rows
    </Button>
  );
}

/**
 * /internal/uploaded-document-logs/:rcId/logs: a document (the route's rcId), its live progress
 * while the trigger works through it, and one log per row.
 */
export function DocumentLogsPage() {
  const { rcId = '' } = useParams();
  const navigate = useNavigateTo();
  const document = useCallableQuery(
    'uploadedDocuments-getUploadedDocument',
    { id: rcId },
    {
      enabled: rcId !== '',
      errorToast: UPLOAD_MESSAGES.documentNotFound,
      refetchInterval: (query) => documentPollInterval(query.state.data),
    },
  );
  const doc = document.data;
  usePageLabel(doc?.fileName);
  if (document.isPending) return <Spinner size="large" />;
  if (!doc)
    return (
      <Box color="text-status-inactive" data-testid="updoc-not-found">
        {UPLOAD_MESSAGES.documentNotFound}
      </Box>
    );
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(UPLOADED_DOCUMENTS_PATH)} data-testid="updoc-back">
                Back
              </Button>
              <DownloadFailedRows doc={doc} />
            </SpaceBetween>
          }
        >
          {doc.fileName}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <DocumentSummary doc={doc} />
        <LogsTable doc={doc} />
      </SpaceBetween>
    </ContentLayout>
  );
}
