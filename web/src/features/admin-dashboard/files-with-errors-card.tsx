import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { klDate } from '../../../../shared/domain/time/time';
import { UPLOAD_MESSAGES } from '../../../../shared/domain/finance/uploaded-document';
import { useAllPages } from '../../api/hooks';
import { FigureCard } from './figure-card';
import { RouterLink } from '../../components/router-link';
import { dashboardLinks } from './paths';

/** How many of the day's files the card names (the list has them all). */
export const FILES_WITH_ERRORS_SHOWN = 5;

/**
 * Today's sales and settlements files (Malaysia time) that ended with failed rows or were
 * refused: the first few by name, each leading to its logs, where its failed rows are downloaded.
 */
export function FilesWithErrorsCard() {
  const files = useAllPages(
    'uploadedDocuments-getUploadedDocuments',
    { date: klDate(), withErrors: true },
    { errorToast: UPLOAD_MESSAGES.listFailed },
  );
  const docs = files.data ?? [];
  return (
    <FigureCard
      title="Today's files with errors"
      description="Sales and settlements files of today with failed rows, or refused as a whole"
      link={{ href: dashboardLinks.uploadedDocuments, text: UPLOAD_MESSAGES.title }}
      testId="ops-upload-errors"
      value={docs.length}
      empty={{
        title: 'No file with errors today.',
        text: files.isPending ? '' : 'Every file of today was read without a failed row.',
      }}
    >
      <SpaceBetween size="xxs">
        {docs.slice(0, FILES_WITH_ERRORS_SHOWN).map((d) => (
          <div key={d.id} data-testid={`ops-upload-errors-${d.id}`}>
            <RouterLink href={dashboardLinks.documentLogs(d.id)}>{d.fileName}</RouterLink>
            <Box
              variant="small"
              display="block"
              color="text-body-secondary"
              data-testid={`ops-upload-errors-detail-${d.id}`}
            >
              {d.status === 'FAILED'
                ? `Refused: ${d.reason ?? 'the file could not be read'}`
                : `${d.rowsFailed} of ${d.rowsTotal} rows failed`}
            </Box>
          </div>
        ))}
        {docs.length > FILES_WITH_ERRORS_SHOWN && (
          <Box variant="small" color="text-body-secondary">
            and {docs.length - FILES_WITH_ERRORS_SHOWN} more
          </Box>
        )}
      </SpaceBetween>
    </FigureCard>
  );
}
