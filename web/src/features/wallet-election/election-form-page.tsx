import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import Spinner from '@cloudscape-design/components/spinner';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, formatBytes, uploadProblem } from '../../../../shared/domain/files/uploads';
import type { ActiveWallet } from '../../../../shared/domain/benefits/wallet';
import { ELECTION_MESSAGES, isOverAllocated, totalAfter } from '../../../../shared/domain/benefits/wallet-election';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { uploadFile } from '../../api/upload';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { useT } from '../../i18n/i18n';
import {
  ELECTED_WALLETS_PATH,
  ELECTION_QUERY_KEYS,
  ElectionFormSchema,
  typedPercentage,
  type ElectionFormValues,
} from './election-form-model';

type Screenshot = { key: string; fileName: string };
type Existing = CallableOutput<'employeeWallets-getElectedWallet'>['wallet'];

const fileStrings = (t: ReturnType<typeof useT>) => ({
  uploadButtonText: () => t('wallets.chooseScreenshot'),
  dropzoneText: () => t('wallets.dropScreenshot'),
  removeFileAriaLabel: () => t('wallets.removeScreenshot'),
  limitShowFewer: t('wallets.showFewerFiles'),
  limitShowMore: t('wallets.showMoreFiles'),
  errorIconAriaLabel: t('wallets.error'),
  warningIconAriaLabel: t('wallets.warning'),
});

interface ElectionFormProps {
  /** The e-wallets to choose from (a new allocation), or the allocation being edited. */
  choices?: ActiveWallet[];
  existing?: Existing;
  totalBenefits: number;
  /** The percentage already allocated, this allocation's own included when editing. */
  allocatedPercentage: number;
}

/**
 * The Payment Election form: the e-wallet (chosen once), the account number, the percentage of
 * the entitled benefits, and whether the account is verified. No opens the e-wallet's support
 * dialog and disables Save; Yes needs a screenshot (uploaded under the employee's own folder),
 * unless one is kept. A total above 100% shows the warning and disables Save; the server refuses
 * it all the same, even when two saves race.
 */
function ElectionForm({ choices = [], existing, totalBenefits, allocatedPercentage }: ElectionFormProps) {
  const t = useT();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const initial: ElectionFormValues = {
    walletId: existing?.walletId ?? '',
    accountNumber: existing?.accountNumber ?? '',
    percentage: existing ? String(existing.percentage) : '',
    accountVerified: existing?.accountVerified ?? '',
  };
  const form = useZodForm(ElectionFormSchema, initial);
  const [files, setFiles] = useState<File[]>([]);
  const [screenshot, setScreenshot] = useState<Screenshot>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [supportOpen, setSupportOpen] = useState(false);
  const save = useCallableMutation('employeeWallets-saveElectedWallet', {
    errorToast: ELECTION_MESSAGES.allocateFailed,
  });
  const edit = useCallableMutation('employeeWallets-editElectedWallet', { errorToast: ELECTION_MESSAGES.updateFailed });
  const busy = save.isPending || edit.isPending || uploading;
  const leaveGuard = useLeaveGuard(form.isDirty || screenshot !== undefined);

  const total = totalAfter(allocatedPercentage, existing?.percentage ?? 0, typedPercentage(form.values.percentage));
  const over = isOverAllocated(total);
  const unverified = form.values.accountVerified === 'No';
  const hasScreenshot = !!screenshot || !!existing?.statusVerificationScreenshot;
  const missingScreenshot = form.values.accountVerified === 'Yes' && !hasScreenshot;
  const wallet = choices.find((w) => w.id === form.values.walletId);
  const supportLink = existing?.supportLink ?? wallet?.supportLink;

  const chooseScreenshot = async (chosen: File[]) => {
    setFiles(chosen);
    setUploadError(undefined);
    setScreenshot(undefined);
    const file = chosen.at(0);
    if (!file) return;
    const problem = uploadProblem('walletScreenshot', { contentType: file.type, size: file.size, fileName: file.name });
    if (problem) {
      setUploadError(problem.field === 'contentType' ? 'Choose an image: PNG, JPEG or WebP.' : problem.message);
      return;
    }
    setUploading(true);
    try {
      setScreenshot({ key: await uploadFile('walletScreenshot', file), fileName: file.name });
    } catch (err) {
      setUploadError(err instanceof Error ? err.message : 'The screenshot could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const fields = form.submit();
    if (!fields || over || unverified || missingScreenshot || uploadError) return;
    const done = (message: string) => {
      ELECTION_QUERY_KEYS.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
      notify.success(message);
      leaveGuard.allowNextLeave();
      navigate(ELECTED_WALLETS_PATH);
    };
    const { walletId: _chosenOnce, ...rest } = fields;
    const shot = screenshot ? { statusVerificationScreenshot: screenshot } : {};
    if (existing)
      edit.mutate(
        { ...rest, ...shot, id: existing.id, modifiedAt: existing.modifiedAt },
        { onSuccess: () => done(ELECTION_MESSAGES.updated) },
      );
    else save.mutate({ ...fields, ...shot }, { onSuccess: () => done(ELECTION_MESSAGES.allocated) });
  };

  return (
    <FormPage
      title={existing ? t('shell.editWalletAllocation') : t('shell.paymentElection')}
      description={t('wallets.formDescription')}
      testId="election-form"
      onSubmit={submit}
      onCancel={() => navigate(ELECTED_WALLETS_PATH)}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
      cancelTestId="election-cancel"
      submitTestId="election-save"
      busy={busy}
      submitDisabled={over || unverified}
      leaveGuard={leaveGuard}
    >
      <FormSection header={t('wallets.walletAllocation')} columns={2}>
        {existing ? (
          <KeyValuePairs items={[{ label: t('wallets.eWallet'), value: existing.name }]} />
        ) : (
          <SelectField
            form={form}
            name="walletId"
            label={t('wallets.eWallet')}
            placeholder={t('wallets.chooseEWallet')}
            options={choices.map((w) => ({ value: w.id, label: w.name }))}
            testId="election-wallet"
          />
        )}
        <TextField form={form} name="accountNumber" label={t('wallets.accountNumber')} testId="election-account" />
        <TextField
          form={form}
          name="percentage"
          label={t('wallets.percentageField')}
          constraintText={t('wallets.percentageConstraint')}
          testId="election-percentage"
        />
        <FormField
          label={t('wallets.accountVerified')}
          errorText={t.localize(form.shownError('accountVerified') ?? '') || undefined}
        >
          <Select
            selectedOption={
              form.values.accountVerified
                ? {
                    value: form.values.accountVerified,
                    label: form.values.accountVerified === 'Yes' ? t('wallets.yes') : t('wallets.no'),
                  }
                : null
            }
            options={[
              { value: 'Yes', label: t('wallets.yes') },
              { value: 'No', label: t('wallets.no') },
            ]}
            placeholder={t('wallets.isVerified')}
            onChange={(e) => {
              const value = e.detail.selectedOption.value ?? '';
              form.set('accountVerified', value);
              if (value === 'No') setSupportOpen(true);
            }}
            onBlur={() => form.touch('accountVerified')}
            data-testid="election-verified"
          />
        </FormField>
        {form.values.accountVerified === 'Yes' && (
          <FormField
            label={t('wallets.screenshot')}
            description={
              uploading
                ? t('wallets.uploading')
                : existing?.statusVerificationScreenshot
                  ? t('wallets.kept', { fileName: existing.statusVerificationScreenshot.fileName })
                  : undefined
            }
            errorText={
              t.localize(uploadError ?? (missingScreenshot ? ELECTION_MESSAGES.screenshotRequired : '')) || undefined
            }
          >
            <FileUpload
              value={files}
              onChange={({ detail }) => void chooseScreenshot([...detail.value])}
              accept={UPLOAD_TYPES.walletScreenshot.join(',')}
              showFileSize
              constraintText={t('wallets.screenshotTypes', { size: formatBytes(UPLOAD_MAX_BYTES.walletScreenshot) })}
              i18nStrings={fileStrings(t)}
              data-testid="election-screenshot"
            />
          </FormField>
        )}
      </FormSection>
      <FormSection header={t('wallets.yourBenefits')} columns={1}>
        <KeyValuePairs
          columns={2}
          items={[
            {
              label: t('wallets.entitledBenefits'),
              value: <span data-testid="election-total-benefits">{formatRm(totalBenefits)}</span>,
            },
            { label: t('wallets.allocatedWithThis'), value: <span data-testid="election-total">{total}%</span> },
          ]}
        />
        {over && (
          <Alert type="warning" data-testid="election-over-warning">
            {t('wallets.overAllocated')}
          </Alert>
        )}
      </FormSection>
      <Modal
        visible={supportOpen}
        onDismiss={() => setSupportOpen(false)}
        header={t('wallets.verifyAccount')}
        data-testid="election-support"
        footer={
          <Box float="right">
            <Button
              variant="primary"
              formAction="none"
              onClick={() => setSupportOpen(false)}
              data-testid="election-support-close"
            >
              {t('common.close')}
            </Button>
          </Box>
        }
      >
        {t('wallets.supportIntro')}
        {supportLink ? (
          <>
            {t('wallets.supportPage')}
            <Link external href={supportLink} data-testid="election-support-link">
              {supportLink}
            </Link>
          </>
        ) : (
          '.'
        )}
      </Modal>
    </FormPage>
  );
}

/** /elect-wallets: a new allocation, among the e-wallets not yet elected. */
export function ElectWalletPage() {
  const t = useT();
  const data = useCallableQuery(
    'employeeWallets-getNonElectedWallets',
    {},
    { errorToast: ELECTION_MESSAGES.getWalletsFailed },
  );
  if (data.isPending) return <Spinner size="large" />;
  if (!data.data) return <Box color="text-status-inactive">{t('wallets.getWalletsFailed')}</Box>;
  const { wallets, totalBenefits, allocatedPercentage } = data.data.wallets;
  return <ElectionForm choices={wallets} totalBenefits={totalBenefits} allocatedPercentage={allocatedPercentage} />;
}

/** /elected-wallets/:id/edit */
export function EditElectedWalletPage() {
  const t = useT();
  const { id = '' } = useParams();
  const data = useCallableQuery(
    'employeeWallets-getElectedWallet',
    { id },
    { enabled: id !== '', errorToast: ELECTION_MESSAGES.getFailed },
  );
  if (data.isPending) return <Spinner size="large" />;
  if (!data.data) return <Box color="text-status-inactive">{t('wallets.getFailed')}</Box>;
  const { wallet, totalBenefits, allocatedPercentage } = data.data;
  return (
    <ElectionForm
      key={`${wallet.id}@${wallet.modifiedAt}`}
      existing={wallet}
      totalBenefits={totalBenefits}
      allocatedPercentage={allocatedPercentage}
    />
  );
}
