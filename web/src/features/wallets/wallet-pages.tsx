import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { formatRm } from '../../../../shared/domain/money/money';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, formatBytes, uploadProblem } from '../../../../shared/domain/files/uploads';
import {
  WALLET_MESSAGES,
  WALLET_STATUSES,
  type Wallet,
  type WalletLogoRef,
} from '../../../../shared/domain/benefits/wallet';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { uploadFile } from '../../api/upload';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { usePageLabel } from '../../components/page-label';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import {
  WALLETS_PATH,
  WalletFormSchema,
  toWalletFormValues,
  walletEditPath,
  walletViewPath,
} from './wallet-form-model';
import { WalletLogoImage, WalletStatusBadge } from './wallet-status';

const FILE_STRINGS = {
  uploadButtonText: () => 'Choose logo',
  dropzoneText: () => 'Drop the logo to upload',
  removeFileAriaLabel: () => 'Remove logo',
  limitShowFewer: 'Show fewer files',
  limitShowMore: 'Show more files',
  errorIconAriaLabel: 'Error',
  warningIconAriaLabel: 'Warning',
};

const invalidateWallets = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: ['wallets-getWalletsList'] });
  void queryClient.invalidateQueries({ queryKey: ['wallets-getWallet'] });
  void queryClient.invalidateQueries({ queryKey: ['wallets-getActiveWallets'] });
};

/** A just-uploaded logo, shown through `uploads-getDownloadUrl` before the wallet is saved. */
function UploadedLogoPreview({ logo, name }: { logo: WalletLogoRef; name: string }) {
  const url = useCallableQuery('uploads-getDownloadUrl', { key: logo.key }, { staleTime: 60_000 });
  return url.data ? <WalletLogoImage url={url.data.url} name={name} size={64} /> : <Spinner />;
}

/**
 * The e-wallet form (create, or edit of `wallet`): name, status, support link, minimum amount
 * in RM and an optional logo image, uploaded by presigned PUT as soon as it is chosen.
 */
function WalletForm({ wallet }: { wallet?: Wallet }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(WalletFormSchema, toWalletFormValues(wallet));
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  // undefined: keep the stored logo; null: remove it; a ref: the newly uploaded one.
  const [logo, setLogo] = useState<WalletLogoRef | null | undefined>(undefined);
  const create = useCallableMutation('wallets-createWallet', { errorToast: WALLET_MESSAGES.createFailed });
  const edit = useCallableMutation('wallets-editWallet', { errorToast: WALLET_MESSAGES.updateFailed });
  const busy = create.isPending || edit.isPending || uploading;
  const leaveGuard = useLeaveGuard(form.isDirty || logo !== undefined);

  const chooseLogo = async (chosen: File[]) => {
    setFiles(chosen);
    setUploadError(undefined);
    const file = chosen.at(0);
    if (!file) {
      setLogo(wallet?.logo ? null : undefined);
      return;
    }
    const problem = uploadProblem('walletLogo', { contentType: file.type, size: file.size, fileName: file.name });
    if (problem) {
      setLogo(undefined);
      setUploadError(
        problem.field === 'contentType' ? 'Choose an image: PNG, JPEG or WebP (not SVG).' : problem.message,
      );
      return;
    }
    setUploading(true);
    try {
      setLogo({ key: await uploadFile('walletLogo', file), fileName: file.name });
    } catch (err) {
      setLogo(undefined);
      setUploadError(err instanceof Error ? err.message : 'The logo could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
    }
  };

  const save = () => {
    const fields = form.submit();
    if (!fields || uploadError) return;
    const done = (saved: Wallet, message: string) => {
      invalidateWallets(queryClient);
      notify.success(message);
      leaveGuard.allowNextLeave();
      navigate(walletViewPath(saved.id));
    };
    if (wallet) {
      edit.mutate(
        { ...fields, walletId: wallet.id, modifiedAt: wallet.modifiedAt, ...(logo !== undefined ? { logo } : {}) },
        { onSuccess: (saved) => done(saved, 'Wallet successfully updated!') },
      );
    } else {
      create.mutate(
        { ...fields, ...(logo ? { logo } : {}) },
        { onSuccess: (saved) => done(saved, 'Wallet successfully created!') },
      );
    }
  };

  const shownLogo = logo ? (
    <UploadedLogoPreview logo={logo} name={form.values.name} />
  ) : logo === undefined && wallet?.logo ? (
    <WalletLogoImage url={wallet.logo.url} name={wallet.name} size={64} />
  ) : null;

  return (
    <FormPage
      title={wallet ? 'Edit Wallet' : 'Create Wallet'}
      testId="wallet-form"
      onSubmit={save}
      onCancel={() => navigate(wallet ? walletViewPath(wallet.id) : WALLETS_PATH)}
      cancelTestId="wallet-cancel"
      submitTestId="wallet-save"
      busy={busy}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header="E-Wallet"
        wide={
          <FormField label="Logo (optional)" errorText={uploadError} description={uploading ? 'Uploading…' : undefined}>
            <SpaceBetween size="xs">
              {shownLogo}
              <FileUpload
                value={files}
                onChange={({ detail }) => void chooseLogo([...detail.value])}
                accept={UPLOAD_TYPES.walletLogo.join(',')}
                showFileSize
                constraintText={`PNG, JPEG or WebP (not SVG), at most ${formatBytes(UPLOAD_MAX_BYTES.walletLogo)}.`}
                i18nStrings={FILE_STRINGS}
                data-testid="wallet-logo-file"
              />
              {wallet?.logo && logo !== null && (
                <Button
                  variant="inline-link"
                  formAction="none"
                  onClick={() => {
                    setFiles([]);
                    setLogo(null);
                  }}
                  data-testid="wallet-logo-remove"
                >
                  Remove logo
                </Button>
              )}
            </SpaceBetween>
          </FormField>
        }
      >
        <TextField form={form} name="name" label="Name" testId="wallet-name" />
        <FormField label="Status" errorText={form.shownError('status')}>
          <Select
            selectedOption={{ value: form.values.status, label: form.values.status }}
            options={WALLET_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(e) => form.set('status', e.detail.selectedOption.value ?? '')}
            data-testid="wallet-status"
          />
        </FormField>
        <TextField
          form={form}
          name="supportLink"
          label="Support Link"
          type="url"
          description="Where employees get help with this e-wallet."
          testId="wallet-support-link"
        />
        <TextField
          form={form}
          name="minimumAmount"
          label="Minimum Amount (RM)"
          constraintText="The minimum reload amount in RM, at least 1."
          testId="wallet-minimum-amount"
        />
      </FormSection>
    </FormPage>
  );
}

/** Read the wallet of the route's `:id` (a toast and a note when it cannot be read). */
function useRouteWallet() {
  const { id = '' } = useParams();
  return useCallableQuery(
    'wallets-getWallet',
    { walletId: id },
    { enabled: id !== '', errorToast: WALLET_MESSAGES.getFailed },
  );
}

/** /internal/e-wallets/create */
export function CreateWalletPage() {
  return <WalletForm />;
}

/** /internal/e-wallets/:id/edit */
export function EditWalletPage() {
  const wallet = useRouteWallet();
  if (wallet.isPending) return <Spinner size="large" />;
  if (!wallet.data) return <Box color="text-status-inactive">{WALLET_MESSAGES.getFailed}</Box>;
  return <WalletForm key={`${wallet.data.id}@${wallet.data.modifiedAt}`} wallet={wallet.data} />;
}

/** /internal/e-wallets/:id/view: the wallet with Edit and Delete (asks first). */
export function ViewWalletPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const wallet = useRouteWallet();
  const remove = useCallableMutation('wallets-deleteWallet', { errorToast: WALLET_MESSAGES.deleteFailed });
  const [confirming, setConfirming] = useState(false);
  usePageLabel(wallet.data?.name);
  if (wallet.isPending) return <Spinner size="large" />;
  const w = wallet.data;
  if (!w) return <Box color="text-status-inactive">{WALLET_MESSAGES.getFailed}</Box>;

  const doDelete = () => {
    setConfirming(false);
    remove.mutate(
      { walletId: w.id },
      {
        onSuccess: () => {
          invalidateWallets(queryClient);
          notify.success('Wallet successfully deleted!');
          navigate(WALLETS_PATH);
        },
      },
    );
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(WALLETS_PATH)} data-testid="wallet-back">
                Back
              </Button>
              <Button onClick={() => setConfirming(true)} loading={remove.isPending} data-testid="wallet-delete">
                Delete
              </Button>
              <Button variant="primary" onClick={() => navigate(walletEditPath(w.id))} data-testid="wallet-edit">
                Edit
              </Button>
            </SpaceBetween>
          }
        >
          {w.name}
        </Header>
      }
    >
      <Container data-testid="wallet-view">
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Logo', value: <WalletLogoImage url={w.logo?.url} name={w.name} size={64} /> },
            { label: 'Name', value: w.name },
            { label: 'Status', value: <WalletStatusBadge status={w.status} /> },
            {
              label: 'Support Link',
              value: (
                <Link href={w.supportLink} external>
                  {w.supportLink}
                </Link>
              ),
            },
            { label: 'Minimum Amount', value: formatRm(w.minimumAmount) },
            { label: 'Logo File', value: w.logo?.fileName ?? '-' },
            { label: 'Created By', value: w.createdBy },
            { label: 'Created At', value: formatDateTime(w.createdAt) },
            { label: 'Modified By', value: w.modifiedBy },
            { label: 'Modified At', value: formatDateTime(w.modifiedAt) },
          ]}
        />
      </Container>
      <ConfirmModal
        visible={confirming}
        header="Delete wallet"
        confirmLabel="Delete"
        onConfirm={doDelete}
        onCancel={() => setConfirming(false)}
        testId="wallet-delete-confirm"
      >
        Delete the e-wallet {w.name}? Employees can no longer elect it. A wallet an organisation still offers cannot be
        deleted.
      </ConfirmModal>
    </ContentLayout>
  );
}
