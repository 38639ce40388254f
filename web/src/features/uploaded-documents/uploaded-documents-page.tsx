import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  PARTNER_FILE_TYPES,
  UPLOAD_MESSAGES,
  partnerTemplateCsv,
  partnerTemplateFileName,
  type UploadedDocument,
} from '../../../../shared/domain/finance/uploaded-document';
import { usePagedList } from '../../api/hooks';
import { downloadText } from '../../components/download';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { useNavigateTo } from '../../components/use-navigate-to';
import { RouterLink } from '../../components/router-link';
import { documentsPollInterval, rowsText } from './log-view';
import { UPLOAD_DOCUMENT_PATH, documentLogsPath } from './paths';
import { typeLabel } from './upload-form';

/** What the search box of the uploaded documents looks at (the server searches the whole list). */
export const DOCUMENTS_SEARCH_PLACEHOLDER = 'Search documents by file name or uploader...';

/** A list row: the document, and the words the sorting looks at. */
type Row = UploadedDocument & { typeText: string; rowsDoneText: string };

function columns(): ResourceColumn<Row>[] {
  return [
    {
      id: 'fileName',
      header: 'File Name',
      freeText: true,
      sortingField: 'fileName',
      cell: (d) => (
        <RouterLink href={documentLogsPath(d.id)} testId={`updoc-link-${d.id}`}>
          {d.fileName}
        </RouterLink>
      ),
    },
    // Details (the file name says its type), left out by default so that the table fits a laptop's width.
    { id: 'type', header: 'Type', sortingField: 'typeText', cell: (d) => d.typeText, hiddenByDefault: true },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: (d) => <EntityStatus entity="uploadedDocument" status={d.status} testId={`updoc-status-${d.id}`} />,
    },
    {
      id: 'rows',
      header: 'Rows Done / Total',
      sortingField: 'rowsDone',
      cell: (d) => <span data-testid={`updoc-rows-${d.id}`}>{d.rowsDoneText}</span>,
    },
    { id: 'rowsSucceeded', header: 'Succeeded', sortingField: 'rowsSucceeded', cell: (d) => d.rowsSucceeded },
    {
      id: 'rowsFailed',
      header: 'Failed',
      sortingField: 'rowsFailed',
      cell: (d) => <span data-testid={`updoc-failed-${d.id}`}>{d.rowsFailed}</span>,
    },
    {
      id: 'uploadedBy',
      header: 'Uploaded By',
      freeText: true,
      sortingField: 'uploadedBy',
      cell: (d) => d.uploadedBy,
      hiddenByDefault: true,
    },
    { id: 'createdAt', header: 'Created At', sortingField: 'createdAt', cell: (d) => formatDateTime(d.createdAt) },
  ];
}

/** The templates of both types, made in the browser (their header row and one example row). */
function TemplateButtons() {
  return PARTNER_FILE_TYPES.map((type) => (
    <Button
      key={type}
      iconName="download"
      onClick={() => downloadText(partnerTemplateFileName(type), partnerTemplateCsv(type))}
      data-testid={`updoc-template-${type}`}
    >
      {typeLabel(type)} template
    </Button>
  ));
}

const TABLE_ID = 'uploaded-documents';

/**
 * /internal/uploaded-documents ('Upload Sale'): every sales and settlements file, uploaded here or
 * dropped by a partner's system, newest first, a page at a time. While one shown is being read the
 * page shown (only it) is read again every few seconds, so its status and row counts move by themselves.
 */
export function UploadedDocumentsPage() {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(TABLE_ID);
  const { input, search } = useServerSearch(DOCUMENTS_SEARCH_PLACEHOLDER);
  const list = usePagedList('uploadedDocuments-getUploadedDocuments', input, {
    pageSize,
    errorToast: UPLOAD_MESSAGES.listFailed,
    refetchInterval: documentsPollInterval,
  });
  const page = {
    ...list,
    items: list.items.map((d): Row => ({ ...d, typeText: typeLabel(d.type), rowsDoneText: rowsText(d) })),
  };
  const upload = (
    <Button variant="primary" onClick={() => navigate(UPLOAD_DOCUMENT_PATH)} data-testid="updoc-upload">
      Upload
    </Button>
  );
  return (
    <ResourceTable<Row>
      tableId={TABLE_ID}
      title={UPLOAD_MESSAGES.title}
      description="Sales and settlements files, uploaded here or dropped by a partner's system, and what became of every row."
      resourceName="documents"
      items={[]}
      server={{ page, onPageSizeChange: setPageSize, search }}
      trackBy="id"
      columnDefinitions={columns()}
      emptyText="No file has been uploaded or dropped yet. Download a template, fill it in, then upload it."
      emptyAction={upload}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <TemplateButtons />
          {upload}
        </SpaceBetween>
      }
    />
  );
}
