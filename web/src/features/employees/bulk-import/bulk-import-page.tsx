import { useState } from 'react';
import { useNavigateTo } from '../../../components/use-navigate-to';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  IMPORT_OK_MESSAGE,
  importNeedsConfirmation,
  toImportRowInput,
  type ImportMode,
  type LastImport,
} from '../../../../../shared/domain/employees/employee-import';
import {
  IMPORT_HOW_TO,
  IMPORT_TEMPLATE_FILE_NAME,
  employeeImportTemplateBytes,
} from '../../../../../shared/domain/employees/employee-import-file';
import { api, ApiError } from '../../../api/client';
import { useCallableQuery } from '../../../api/hooks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatDateTime } from '../../../components/format';
import { notify } from '../../../components/notifications';
import { downloadBlob } from '../../../components/download';
import { ResourceTable, type ResourceColumn } from '../../../components/resource-table';
import { withFreshSignIn } from '../../../auth/fresh-sign-in';
import { applyImport, cancelImport, runUndo, stageImport, type RunProgress, type StagedImport } from './import-runner';
import { ImportChangesList } from './import-changes';
import { useImportFile, type PreviewRow } from './use-import-file';
import { paths } from '../../../../../shared/routes';

export const BULK_IMPORT_TITLE = 'Bulk Import Employees';
export const IMPORT_OVERWRITE = 'Import To Overwrite';
export const IMPORT_ADD = 'Import To Add New Employees';
/** The undo button's label, also its accessible name. */
export const UNDO_LATEST_IMPORT = 'undo latest import';
export const IMPORT_SUCCESS = 'Bulk import successful!';
export const IMPORT_FAILED = 'Bulk import failed!';
export const UNDO_FAILED = 'Failed to undo last employees import!';

const MODE_LABEL: Record<ImportMode, string> = { overwrite: IMPORT_OVERWRITE, add: IMPORT_ADD };
const STATUS_NOTE: Partial<Record<LastImport['status'], string>> = {
  undone: ' (undone)',
  aborted: ' (cancelled)',
  applying: ' (did not finish: undo it to put the directory back as it was)',
  undoing: ' (its undo did not finish: undo again to complete it)',
};
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-MY')} ${n === 1 ? one : many}`;

/** The server's message and each detail, as persistent toasts (after the screen's own message). */
function toastServerError(err: unknown) {
  if (!(err instanceof ApiError) || !err.errorInfo) return;
  const details = err.errorInfo.details?.map((d) => d.message) ?? [];
  const messages = [...new Set([err.errorInfo.message, ...details])];
  messages.slice(0, 20).forEach((m) => notify.error(m, 0));
}

/** Save bytes as a download in the browser. */
const download = (bytes: Uint8Array, fileName: string) =>
  downloadBlob(
    fileName,
    new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );

function previewColumns(columns: string[]): ResourceColumn<PreviewRow>[] {
  return [
    { id: '__row', header: 'Row', sortingField: 'row', cell: (r) => r.row },
    ...columns.map((c): ResourceColumn<PreviewRow> => ({
      id: `col:${c}`,
      header: c,
      cell: (r) => r.cells[c] ?? '',
      sortingComparator: (a, b) => (a.cells[c] ?? '').localeCompare(b.cells[c] ?? ''),
    })),
    {
      id: '__problems',
      header: 'Problems',
      cell: (r) =>
        r.problems.length ? (
          <Box color="text-status-error" data-testid="preview-row-problems">
            {r.problems.join(' ')}
          </Box>
        ) : (
          <Box color="text-status-success">OK</Box>
        ),
    },
  ];
}

/** What the undo will do, in words, from the latest import's details. */
function undoDescription(last: LastImport): string {
  const what =
    last.mode === 'overwrite'
      ? `${IMPORT_OVERWRITE} of ${plural(last.count, 'row')}`
      : `${IMPORT_ADD} of ${plural(last.count, 'row')}`;
  const effect =
    last.mode === 'overwrite'
      ? `removes the ${plural(last.added, 'employee')} it imported and restores the ${plural(last.replaced, 'employee')} it replaced, exactly as they were`
      : `removes the ${plural(last.added, 'employee')} it added`;
  return `The latest import (${what}, by ${last.by} on ${formatDateTime(last.at)}) will be undone: this ${effect}. An import can be undone only once, and an undo cannot be reversed.`;
}

/**
 * /employees/bulk-import (docs/rules.md#employee-import): the template and its how-to, a file checked in the
 * browser with the shared rules (each problem a persistent toast, a preview of the rows), the two
 * imports (the server checks every row again), and undo latest import.
 */
export function BulkImportPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const file = useImportFile();
  const lastImport = useCallableQuery('employees-checkLastImport', {});
  const [running, setRunning] = useState<RunProgress & { title: string }>();
  const [confirm, setConfirm] = useState<'undo'>();
  const [staged, setStaged] = useState<StagedImport>();

  const valid = file.loaded?.result.ok === true ? file.loaded.result : undefined;
  const busy = !!running || !!file.reading || !!staged;
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('employees-'),
    });

  /** Send the file and ask the server what it changes; an add that changes nothing applies at once. */
  const startImport = async (mode: ImportMode) => {
    if (!valid) return;
    const title = MODE_LABEL[mode];
    setRunning({ title, percent: 0, label: '' });
    let next: StagedImport | undefined;
    try {
      next = await stageImport(api.call, mode, valid.rows.map(toImportRowInput), (p) => setRunning({ title, ...p }));
    } catch (err) {
      notify.error(IMPORT_FAILED);
      toastServerError(err);
      setRunning(undefined);
      return;
    }
    if (mode === 'add' && !importNeedsConfirmation(next.changes)) await finishImport(next);
    else {
      setRunning(undefined);
      setStaged(next);
    }
  };

  /** Apply a staged import with the numbers the person confirmed (the server counts them again). */
  const finishImport = async (confirmed: StagedImport) => {
    setStaged(undefined);
    const title = MODE_LABEL[confirmed.mode];
    setRunning({ title, percent: 60, label: '' });
    try {
      const res = await applyImport(api.call, confirmed, (p) => setRunning({ title, ...p }), withFreshSignIn);
      notify.success(IMPORT_SUCCESS);
      const counts = [
        `${plural(res.added, 'employee')} added`,
        `${plural(res.skipped, 'row')} skipped (IC number already in the directory)`,
      ];
      if (confirmed.mode === 'overwrite') counts.push(`${plural(res.replaced, 'previous employee')} replaced`);
      notify.info(`${counts.join(', ')}. They wait for approval on Employees Pending Approval.`, 10_000);
      file.reset();
    } catch (err) {
      notify.error(IMPORT_FAILED);
      toastServerError(err);
    } finally {
      setRunning(undefined);
      void refresh();
    }
  };

  const cancelStaged = () => {
    if (staged) void cancelImport(api.call, staged);
    setStaged(undefined);
  };

  const undo = async () => {
    setConfirm(undefined);
    const title = 'Undo latest import';
    setRunning({ title, percent: 0, label: '' });
    try {
      const res = await runUndo(api.call, (p) => setRunning({ title, ...p }));
      notify.success(res.message);
    } catch (err) {
      notify.error(UNDO_FAILED);
      toastServerError(err);
    } finally {
      setRunning(undefined);
      void refresh();
    }
  };

  const last = lastImport.data?.lastImport ?? undefined;
  const canUndo = lastImport.data?.allow === true && !busy;
  const rows = file.loaded?.rows ?? [];

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Add or replace the organisation's employees from a spreadsheet. Imported employees wait for approval."
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="arrow-left" onClick={() => navigate(paths.employees())} data-testid="bulk-import-back">
                Back
              </Button>
              <Button
                iconName="undo"
                ariaLabel={UNDO_LATEST_IMPORT}
                disabled={!canUndo}
                disabledReason={
                  busy
                    ? undefined
                    : lastImport.data && !lastImport.data.allow
                      ? 'There is no import that can be undone.'
                      : undefined
                }
                onClick={() => setConfirm('undo')}
                data-testid="bulk-import-undo"
              >
                Undo latest import
              </Button>
            </SpaceBetween>
          }
        >
          {BULK_IMPORT_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container
          header={
            <Header
              variant="h2"
              actions={
                <Button
                  iconName="download"
                  onClick={() => download(employeeImportTemplateBytes(), IMPORT_TEMPLATE_FILE_NAME)}
                  data-testid="bulk-import-template"
                >
                  Download template
                </Button>
              }
            >
              How to import
            </Header>
          }
        >
          <ol data-testid="bulk-import-how-to" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {IMPORT_HOW_TO.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {last ? (
            <Box margin={{ top: 's' }} color="text-body-secondary" data-testid="bulk-import-last">
              Latest import: {MODE_LABEL[last.mode]} of {plural(last.count, 'row')} by {last.by} on{' '}
              {formatDateTime(last.at)}
              {STATUS_NOTE[last.status] ?? ''}.
            </Box>
          ) : null}
        </Container>

        <Container header={<Header variant="h2">File</Header>}>
          <SpaceBetween size="m">
            <FormField
              label="Employees file"
              description="An .xlsx or .csv file made from the template; the first sheet is read."
            >
              <FileUpload
                value={file.files}
                onChange={({ detail }) => void file.choose([...detail.value])}
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                showFileSize
                constraintText="Allowed file types: xlsx, csv."
                i18nStrings={{
                  uploadButtonText: () => 'Choose file',
                  dropzoneText: () => 'Drop the file to upload',
                  removeFileAriaLabel: () => 'Remove file',
                  limitShowFewer: 'Show fewer files',
                  limitShowMore: 'Show more files',
                  errorIconAriaLabel: 'Error',
                  warningIconAriaLabel: 'Warning',
                }}
                data-testid="bulk-import-file"
              />
            </FormField>
            {file.reading ? (
              <ProgressBar
                value={file.reading.percent}
                label="Reading the file"
                additionalInfo={file.reading.label}
                data-testid="bulk-import-reading"
              />
            ) : null}
            {running ? (
              <ProgressBar
                value={running.percent}
                label={running.title}
                additionalInfo={running.label}
                data-testid="bulk-import-progress"
              />
            ) : null}
            {valid ? (
              <Alert type="success" data-testid="bulk-import-ok">
                {IMPORT_OK_MESSAGE}
              </Alert>
            ) : null}
            {file.loaded && !file.loaded.result.ok ? (
              <Alert type="error" data-testid="bulk-import-invalid">
                {plural(file.loaded.result.errors.length, 'problem')} in {file.loaded.name}. Fix them in the file and
                upload it again.
              </Alert>
            ) : null}
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                disabled={!valid || busy}
                onClick={() => void startImport('overwrite')}
                data-testid="bulk-import-overwrite"
              >
                {IMPORT_OVERWRITE}
              </Button>
              <Button
                variant="primary"
                disabled={!valid || busy}
                onClick={() => void startImport('add')}
                data-testid="bulk-import-add"
              >
                {IMPORT_ADD}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </Container>

        {file.loaded ? (
          <ResourceTable<PreviewRow>
            tableId="employee-import-preview"
            title="Preview"
            description={file.loaded.name}
            resourceName="rows"
            testId="bulk-import-preview"
            items={rows}
            trackBy={(r) => String(r.row)}
            columnDefinitions={previewColumns(file.loaded.columns)}
            defaultSortingColumnId="__row"
          />
        ) : null}
      </SpaceBetween>

      <ConfirmModal
        visible={!!staged}
        header={`${staged ? MODE_LABEL[staged.mode] : IMPORT_OVERWRITE}?`}
        confirmLabel={staged?.mode === 'add' ? 'Import' : 'Overwrite'}
        onConfirm={() => staged && void finishImport(staged)}
        onCancel={cancelStaged}
        testId={`bulk-import-${staged?.mode ?? 'overwrite'}-confirm`}
      >
        <SpaceBetween size="s">
          {staged?.mode === 'overwrite' ? (
            <Box>
              Every current employee of the organisation will be replaced by the {plural(staged.total, 'employee')} of{' '}
              {file.loaded?.name}. The replaced employees are kept, but those who sign in can no longer do so; undo
              latest import brings them (and their sign-in) back, once.
            </Box>
          ) : null}
          {staged ? <ImportChangesList changes={staged.changes} /> : null}
        </SpaceBetween>
      </ConfirmModal>

      <ConfirmModal
        visible={confirm === 'undo'}
        header="Undo latest import?"
        confirmLabel="Undo"
        onConfirm={() => void undo()}
        onCancel={() => setConfirm(undefined)}
        testId="bulk-import-undo-confirm"
      >
        {last ? undoDescription(last) : null}
      </ConfirmModal>
    </ContentLayout>
  );
}
