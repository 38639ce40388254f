import { useState, type ReactNode } from 'react';
import { MALAYSIAN_STATES } from '../../../../shared/domain/employees/countries';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  COMPANY_SIZES,
  COUNTRIES,
  FRANCHISE_TYPES,
  ORGANISATION_STATUSES,
  type Attachment,
  type Organisation,
} from '../../../../shared/domain/organisations/organisation';
import type { OrganisationFields } from '../../../../shared/domain/organisations/organisation-fields';
import {
  OrganisationFormSchema,
  organisationFormValues,
} from '../../../../shared/domain/organisations/organisation-form';
import { UPLOAD_MAX_BYTES, formatBytes, uploadProblem } from '../../../../shared/domain/files/uploads';
import { WALLET_MESSAGES } from '../../../../shared/domain/benefits/wallet';
import { useAllPages } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { TextField, useZodForm } from '../../components/zod-form';
import { ORG_MESSAGES } from './messages';
import { FormPage, FormSection } from '../../components/form-page';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { SelectField, WalletsField, YES_NO, type Choice } from './organisation-fields';

const choices = (values: readonly string[]): Choice[] => values.map((v) => ({ value: v, label: v }));
const labelled = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What the form hands to its page on Save: the checked fields, attachments kept and files to upload. */
export interface OrganisationFormResult {
  fields: OrganisationFields;
  attachments: Attachment[];
  files: File[];
}

/** Active franchisors other than `selfId`, for a franchisee's franchisor choice (a toast on failure). */
function useFranchisorChoices(enabled: boolean, selfId?: string) {
  const franchisors = useAllPages(
    'orgs-getOrgs',
    { status: 'Active', franchiseType: 'franchisor' },
    { enabled, errorToast: ORG_MESSAGES.franchisorFailed },
  );
  const options = (franchisors.data ?? []).filter((o) => o.id !== selfId).map((o) => ({ value: o.id, label: o.name }));
  return { options, loading: franchisors.isFetching };
}

/**
 * The organisation form: details, address, the Advance Pay block when Advance
 * Pay is yes, the disbursements block when enabled, the franchise block and attachments. Checked
 * by the same schema as the server's.
 */
export function OrganisationForm({
  title,
  organisation,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  title: string;
  organisation?: Organisation;
  busy: boolean;
  serverErrors: Record<string, string>;
  /** Sends the form; `leave` lets the page navigate away once saved (past the leave-page guard). */
  onSubmit: (result: OrganisationFormResult, leave: () => void) => void;
  onCancel: () => void;
  submitLabel: string;
}) {
  const form = useZodForm(OrganisationFormSchema, organisationFormValues(organisation));
  const [kept, setKept] = useState<Attachment[]>(organisation?.attachments ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const v = form.values;
  const franchisors = useFranchisorChoices(v.franchiseType === 'franchisee', organisation?.id);
  // Every page (a set-up list of a few dozen rows): the choices must offer them all.
  const wallets = useAllPages('wallets-getWalletsList', {}, { errorToast: WALLET_MESSAGES.listFailed });
  const text = (
    name: Parameters<typeof form.set>[0],
    label: string,
    extra: { type?: 'number' | 'url' | 'text'; description?: string } = {},
  ) => (
    <TextField
      form={form}
      name={name}
      label={label}
      type={extra.type}
      description={extra.description}
      testId={`org-${name}`}
      extraError={serverErrors[name]}
    />
  );

  // A file the API would refuse (type, size) is shown refused on its row and blocks Save.
  const fileErrors = files.map(
    (f) =>
      uploadProblem('orgAttachment', {
        contentType: f.type || 'application/octet-stream',
        size: f.size,
        fileName: f.name,
      })?.message ?? null,
  );

  const leaveGuard = useLeaveGuard(
    form.isDirty || files.length > 0 || kept.length !== (organisation?.attachments ?? []).length,
  );
  const submit = () => {
    const fields = form.submit();
    if (fields && fileErrors.every((e) => e === null))
      onSubmit({ fields, attachments: kept, files }, leaveGuard.allowNextLeave);
  };

  const section = (header: string, testId: string, children: ReactNode) => (
    <FormSection header={header} testId={testId}>
      {children}
    </FormSection>
  );

  return (
    <FormPage
      title={title}
      testId="org-form"
      onSubmit={submit}
      onCancel={onCancel}
      cancelTestId="org-cancel"
      submitLabel={submitLabel}
      submitTestId="org-submit"
      busy={busy}
      leaveGuard={leaveGuard}
    >
      {section(
        'Organization details',
        'org-details',
        <>
          {text('name', 'Name')}
          <SelectField
            form={form}
            name="status"
            label="Status"
            options={choices(ORGANISATION_STATUSES)}
            testId="org-status"
          />
          <TextField
            form={form}
            name="domain"
            label="Organization code"
            description="Typed at login; unique across the platform."
            testId="org-domain"
            extraError={serverErrors.domain}
          />
          <DateField
            label="Signup date"
            value={v.signupDate}
            onChange={(value) => form.set('signupDate', value)}
            onBlur={() => form.touch('signupDate')}
            errorText={form.shownError('signupDate')}
            testId="org-signupDate"
          />
          {text('registration', 'Registration')}
          {text('industry', 'Industry')}
          <SelectField
            form={form}
            name="companySize"
            label="Company size"
            options={labelled(COMPANY_SIZES)}
            testId="org-companySize"
          />
          {text('bankDetails', 'Bank details')}
          {text('telephone', 'Telephone')}
          {text('website', 'Website')}
          {text('mainContact', 'Main contact')}
          {text('mainContactNumber', 'Main contact number')}
          {text('paymentGatewayMerchantId', 'Payment gateway merchant ID')}
        </>,
      )}
      {section(
        'Address',
        'org-address',
        <>
          {text('address', 'Address')}
          {text('city', 'City')}
          <SelectField form={form} name="state" label="State" options={choices(MALAYSIAN_STATES)} testId="org-state" />
          {text('postcode', 'Postcode')}
          <SelectField form={form} name="country" label="Country" options={choices(COUNTRIES)} testId="org-country" />
        </>,
      )}
      {section(
        'Products',
        'org-products',
        <>
          <SelectField form={form} name="eBenefits" label="eBenefits" options={YES_NO} testId="org-eBenefits" />
          <SelectField form={form} name="advancePay" label="Advance Pay" options={YES_NO} testId="org-advancePay" />
          <SelectField
            form={form}
            name="disbursementsEnable"
            label="Disbursements"
            options={YES_NO}
            testId="org-disbursementsEnable"
          />
          <WalletsField form={form} wallets={wallets.data ?? []} loading={wallets.isFetching} />
        </>,
      )}
      {v.advancePay === 'yes' &&
        section(
          'Advance Pay',
          'org-advance-pay',
          <>
            {text('payDay', 'Pay day', { type: 'number', description: 'Day of the month, 1 to 31' })}
            {text('cutoffDate', 'Cut-off date', { type: 'number', description: 'Day of the month, 1 to 31' })}
            {text('advancePayMax', 'Advance Pay maximum (RM)', { type: 'number' })}
            {text('serviceFeePercentage', 'Service fee (%)', { type: 'number' })}
            <SelectField
              form={form}
              name="serviceFeePaidBy"
              label="Service fee paid by"
              options={[
                { value: 'employer', label: 'Employer' },
                { value: 'employee', label: 'Employee' },
              ]}
              testId="org-serviceFeePaidBy"
            />
            <SelectField
              form={form}
              name="instantPayout"
              label="Instant payout (DuitNow)"
              options={YES_NO}
              testId="org-instantPayout"
            />
            {v.instantPayout === 'yes' &&
              text('instantPayoutFeePercentage', 'Instant payout fee (%)', {
                type: 'number',
                description: 'Charged on top of the service fee when an employee chooses instant',
              })}
          </>,
        )}
      {v.disbursementsEnable === 'yes' &&
        section(
          'Disbursements',
          'org-disbursements',
          <>
            {text('initialCreditLimit', 'Initial credit limit (RM)', {
              type: 'number',
              description:
                organisation?.disbursements.creditLimit !== undefined
                  ? `Available credit now: RM ${organisation.disbursements.creditLimit.toFixed(2)}`
                  : undefined,
            })}
            {text('platformFeePercentage', 'Platform fee (%)', { type: 'number' })}
            {text('monthlyFeePercentage', 'Monthly fee (%)', { type: 'number' })}
          </>,
        )}
      {section(
        'Franchise',
        'org-franchise',
        <>
          <SelectField
            form={form}
            name="franchiseType"
            label="Franchise type"
            options={labelled(FRANCHISE_TYPES)}
            testId="org-franchiseType"
          />
          {v.franchiseType === 'franchisor' && text('royaltyRate', 'Royalty rate (%)', { type: 'number' })}
          {v.franchiseType === 'franchisee' && (
            <SelectField
              form={form}
              name="franchisorId"
              label="Franchisor"
              options={franchisors.options}
              loading={franchisors.loading}
              placeholder="Choose an Active franchisor"
              testId="org-franchisorId"
            />
          )}
        </>,
      )}
      <Container header={<Header variant="h2">Attachments</Header>} data-testid="org-attachments">
        <SpaceBetween size="s">
          {kept.map((a) => (
            <SpaceBetween key={a.key} direction="horizontal" size="xs">
              <span>{a.fileName}</span>
              <Button
                variant="inline-link"
                formAction="none"
                onClick={() => setKept((list) => list.filter((x) => x.key !== a.key))}
              >
                Remove
              </Button>
            </SpaceBetween>
          ))}
          <FormField
            label="Add files"
            description={`PDF, images, spreadsheets or documents, at most ${formatBytes(UPLOAD_MAX_BYTES.orgAttachment)} each.`}
          >
            <FileUpload
              multiple
              value={files}
              onChange={(e) => setFiles(e.detail.value)}
              fileErrors={fileErrors}
              showFileSize
              i18nStrings={{
                uploadButtonText: (multiple) => (multiple ? 'Choose files' : 'Choose file'),
                dropzoneText: (multiple) => (multiple ? 'Drop files to upload' : 'Drop file to upload'),
                removeFileAriaLabel: (i) => `Remove file ${i + 1}`,
                limitShowFewer: 'Show fewer files',
                limitShowMore: 'Show more files',
                errorIconAriaLabel: 'Error',
              }}
              data-testid="org-files"
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </FormPage>
  );
}
