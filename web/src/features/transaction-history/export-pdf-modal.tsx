import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  EXPORT_MONTHS,
  TRANSACTION_HISTORY_MESSAGES as M,
} from '../../../../shared/domain/advance-pay/transaction-history';
import { useCallableMutation } from '../../api/hooks';
import { recentMonths } from '../../components/month-select';
import { notify } from '../../components/notifications';

/** How long this area's toasts stay. */
const TOAST_MS = 3000;

/**
 * 'Export to PDF' (management only): choose one of the last 6 months, the server draws the PDF of
 * the organisation's completed rows of that month and answers a link (5 minutes), offered here.
 */
export function ExportPdfModal({ orgId, visible, onClose }: { orgId: string; visible: boolean; onClose: () => void }) {
  const [month, setMonth] = useState<string | null>(null);
  const [file, setFile] = useState<{ url: string; fileName: string; rows: number } | null>(null);
  const exportPdf = useCallableMutation('transactions-exportToPDFv2', { errorToast: M.exportFailed });
  const options = recentMonths(EXPORT_MONTHS);

  const close = () => {
    setFile(null);
    setMonth(null);
    exportPdf.reset();
    onClose();
  };

  const generate = () => {
    if (!month) {
      // The spec's toast without the warning icon.
      notify.info(M.selectMonth, TOAST_MS);
      return;
    }
    exportPdf.mutate(
      { orgId, date: month },
      {
        onSuccess: (answer) => {
          notify.success(answer.message, TOAST_MS);
          setFile(answer);
          window.open(answer.url, '_blank', 'noopener');
        },
      },
    );
  };

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header="Export to PDF"
      data-testid="export-pdf-modal"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} data-testid="export-pdf-close">
              {file ? 'Close' : 'Cancel'}
            </Button>
            <Button
              variant="primary"
              loading={exportPdf.isPending}
              onClick={generate}
              data-testid="export-pdf-generate"
            >
              Generate PDF
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label="Month"
          description={`One of the last ${EXPORT_MONTHS} months. The PDF lists the completed transactions of that month.`}
        >
          <Select
            data-testid="export-pdf-month"
            placeholder="Select a month"
            selectedOption={options.find((o) => o.value === month) ?? null}
            options={options}
            onChange={(e) => {
              setMonth(e.detail.selectedOption.value ?? null);
              setFile(null);
            }}
          />
        </FormField>
        {file && (
          <Alert type="success" header={M.exported} data-testid="export-pdf-done">
            <SpaceBetween size="xxs">
              <span>
                {file.rows === 0
                  ? 'There were no completed transactions in that month; the PDF says so.'
                  : `${file.rows.toLocaleString('en-MY')} transactions. If the download did not open, use the link (it works for 5 minutes).`}
              </span>
              <Link href={file.url} external data-testid="export-pdf-link">
                {file.fileName}
              </Link>
            </SpaceBetween>
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
