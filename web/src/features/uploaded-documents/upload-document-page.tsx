import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import { PartnerFileTypeSchema, UPLOAD_MESSAGES } from '../../../../shared/domain/finance/uploaded-document';
import { UPLOAD_MAX_BYTES, formatBytes } from '../../../../shared/domain/files/uploads';
import { checkSpreadsheetBytes } from '../../../../shared/domain/files/spreadsheet-bytes';
import { api } from '../../api/client';
import { uploadFile } from '../../api/upload';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useZodForm } from '../../components/zod-form';
import { UPLOADED_DOCUMENTS_PATH } from './paths';
import { UPLOAD_PURPOSES, UPLOAD_TYPE_OPTIONS, UploadFormSchema, partnerContentType } from './upload-form';

const FILE_STRINGS = {
  uploadButtonText: () => 'Choose file',
  dropzoneText: () => 'Drop the file to upload',
  removeFileAriaLabel: () => 'Remove file',
  limitShowFewer: 'Show fewer files',
  limitShowMore: 'Show more files',
  errorIconAriaLabel: 'Error',
  warningIconAriaLabel: 'Warning',
};

/**
 * /internal/uploaded-documents/create: a sales or settlements file is put straight into the
 * uploads bucket (a presigned PUT under its type's prefix), then registered; the bucket's trigger
 * reads it, and the list shows its status moving.
 */
export function UploadDocumentPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(UploadFormSchema, { type: '', fileName: '' });
  const [file, setFile] = useState<File | undefined>();
  // The chosen file's bytes: being read, refused (not what its name says, with why), or fine (undefined).
  const [refusal, setRefusal] = useState<{ checking: true } | { why: string }>();
  const chosenLast = useRef<File>(undefined);
  const [busy, setBusy] = useState(false);
  const leaveGuard = useLeaveGuard(form.isDirty && !busy);
  const back = () => navigate(UPLOADED_DOCUMENTS_PATH);

  const save = async () => {
    const values = form.submit();
    if (!values || !file || refusal) return;
    setBusy(true);
    try {
      const type = PartnerFileTypeSchema.parse(values.type);
      const key = await uploadFile(UPLOAD_PURPOSES[type], file, undefined, partnerContentType(file.name));
      // downloadUrl: sent empty as the spec's payload has it; links to the file are signed on every read.
      await api.call('uploadedDocuments-create', { downloadUrl: '', fileName: file.name, file: key, type });
      void queryClient.invalidateQueries({ queryKey: ['uploadedDocuments-getUploadedDocuments'] });
      notify.success(`${file.name} uploaded: its rows are being read.`);
      leaveGuard.allowNextLeave();
      back();
    } catch (error) {
      notify.apiError(error, 'Failed to upload the file!');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormPage
      title="Upload Document"
      description="A sales or settlements file made from its template (xlsx or csv). Its rows are read once it is uploaded."
      testId="updoc-form"
      onSubmit={() => void save()}
      onCancel={back}
      cancelTestId="updoc-cancel"
      submitLabel="Upload"
      submitTestId="updoc-submit"
      busy={busy}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header="Document"
        columns={1}
        wide={
          <FormField
            label="File"
            errorText={form.shownError('fileName') ?? (refusal && 'why' in refusal ? refusal.why : undefined)}
            description="The first sheet of an xlsx file is read; a csv must be UTF-8."
            data-testid="updoc-file-field"
          >
            <FileUpload
              value={file ? [file] : []}
              onChange={({ detail }) => {
                const chosen = detail.value.at(0);
                setFile(chosen);
                form.set('fileName', chosen?.name ?? '');
                chosenLast.current = chosen;
                setRefusal(chosen && partnerContentType(chosen.name) ? { checking: true } : undefined);
                // Its bytes checked before it is sent: an .exe renamed .xlsx, a UTF-16 csv are refused here.
                if (chosen && partnerContentType(chosen.name))
                  void chosen
                    .arrayBuffer()
                    .then((bytes) => {
                      const check = checkSpreadsheetBytes(bytes, chosen.name);
                      return check.ok ? undefined : check.reason;
                    })
                    .catch(() => UPLOAD_MESSAGES.onlyXlsxCsv)
                    .then((why) => {
                      if (chosenLast.current === chosen) setRefusal(why === undefined ? undefined : { why });
                    });
              }}
              accept=".xlsx,.csv"
              showFileSize
              constraintText={`Allowed file types: xlsx, csv; at most ${formatBytes(UPLOAD_MAX_BYTES.salesFile)}.`}
              i18nStrings={FILE_STRINGS}
              data-testid="updoc-file"
            />
          </FormField>
        }
      >
        <SelectField
          form={form}
          name="type"
          label="Type"
          options={UPLOAD_TYPE_OPTIONS}
          placeholder="Select a type"
          testId="updoc-type"
        />
      </FormSection>
    </FormPage>
  );
}
