import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UploadedDocument } from '../../../../shared/domain/finance/uploaded-document';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { isProcessing, progressOf } from './log-view';
import { typeLabel } from './upload-form';

/**
 * The document at the top of its logs page: what it is, its status, a progress bar while the
 * trigger works through it (rows done of total), its counts, and why a FAILED file was refused.
 */
export function DocumentSummary({ doc }: { doc: UploadedDocument }) {
  const progress = progressOf(doc);
  const count = (n: number, testId: string) => <span data-testid={testId}>{n.toLocaleString('en-MY')}</span>;
  return (
    <Container header={<Header variant="h2">Document</Header>} data-testid="updoc-summary">
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'File Name', value: <span data-testid="updoc-summary-file">{doc.fileName}</span> },
            { label: 'Type', value: typeLabel(doc.type) },
            {
              label: 'Status',
              value: <EntityStatus entity="uploadedDocument" status={doc.status} testId="updoc-summary-status" />,
            },
            { label: 'Uploaded By', value: doc.uploadedBy },
            { label: 'Rows', value: count(doc.rowsTotal, 'updoc-summary-total') },
            { label: 'Succeeded', value: count(doc.rowsSucceeded, 'updoc-summary-succeeded') },
            { label: 'Failed', value: count(doc.rowsFailed, 'updoc-summary-failed') },
            { label: 'Created At', value: formatDateTime(doc.createdAt) },
            ...(doc.completedAt ? [{ label: 'Completed At', value: formatDateTime(doc.completedAt) }] : []),
          ]}
        />
        {isProcessing(doc) && (
          <ProgressBar
            value={progress.percent}
            label="Reading the rows"
            description="The page follows the file as its rows are written."
            additionalInfo={progress.text}
            data-testid="updoc-progress"
          />
        )}
        {doc.status === 'FAILED' && (
          <Alert type="error" header="The file was refused: no row was written." data-testid="updoc-reason">
            {doc.reason ?? 'The file could not be read.'}
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
