import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import type { ReportFileKind } from '../../../../shared/domain/files/report-files';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { notify } from '../../components/notifications';
import { downloadedText, REPORT_FILE_PROGRESS_FAILED } from './messages';

/** How often the page asks how far the file is. */
const POLL_MS = 1000;

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/** Open a presigned link: the file bucket serves it as an attachment, so the browser saves it. */
function openDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Follow one report file job: a progress bar, then the download (once), or the failure with a retry. */
function ReportFileProgress({ jobId, onRetry, testId }: { jobId: string; onRetry: () => void; testId: string }) {
  const job = useCallableQuery(
    'reportFiles-getReportFile',
    { jobId },
    {
      errorToast: REPORT_FILE_PROGRESS_FAILED,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    },
  );
  const data = job.data;
  const url = data?.status === 'done' ? data.url : undefined;
  useEffect(() => {
    if (!url || !data) return;
    openDownload(url);
    notify.success(downloadedText(data.fileName));
    // Once per finished job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url !== undefined, jobId]);
  if (!data) return null;
  const failed = data.status === 'failed';
  return (
    <SpaceBetween size="xs">
      <ProgressBar
        value={data.progress}
        label={data.fileName}
        description={`${rowsText(data.rows)} written`}
        status={failed ? 'error' : data.status === 'done' ? 'success' : 'in-progress'}
        resultText={failed ? data.error : rowsText(data.rows)}
        data-testid={`${testId}-progress`}
      />
      {failed && (
        <Button onClick={onRetry} data-testid={`${testId}-retry`}>
          Try again
        </Button>
      )}
      {url && (
        <Box variant="small">
          The download did not start?{' '}
          <Link href={url} data-testid={`${testId}-link`}>
            Download {data.fileName}
          </Link>{' '}
          (the link works for 5 minutes).
        </Box>
      )}
    </SpaceBetween>
  );
}

/**
 * A month's file made off the request path (docs/rules.md#report-files): the button begins a job,
 * its progress shows below, and the file downloads by its link once made, whatever its size.
 */
export function ReportFileButton({
  kind,
  period,
  label,
  failedToast,
  testId,
}: {
  kind: ReportFileKind;
  period: string;
  label: string;
  /** The toast when the job cannot be begun. */
  failedToast: string;
  testId: string;
}) {
  const start = useCallableMutation('reportFiles-createReportFile', { errorToast: failedToast });
  const [jobId, setJobId] = useState<string>();
  const begin = () => {
    setJobId(undefined);
    start.mutate({ kind, period }, { onSuccess: (job) => setJobId(job.jobId) });
  };
  return (
    <SpaceBetween size="xs">
      <Button iconName="download" loading={start.isPending} data-testid={testId} onClick={begin}>
        {label}
      </Button>
      {jobId && <ReportFileProgress jobId={jobId} onRetry={begin} testId={testId} />}
    </SpaceBetween>
  );
}
