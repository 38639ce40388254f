import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import {
  COMPANY_SIZES,
  FRANCHISE_TYPES,
  type Attachment,
  type Organisation,
} from '../../../../shared/domain/organisations/organisation';
import { withBlanksCleared } from '../../../../shared/domain/organisations/organisation-edit';
import { formatRm } from '../../../../shared/domain/money/money';
import { api } from '../../api/client';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { uploadFile } from '../../api/upload';
import { fullOrgOf } from '../../api/use-org-info';
import { ConfirmModal } from '../../components/confirm-modal';
import { isoToDisplay } from '../../components/date-text';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { serverFieldErrors } from '../../components/server-field-errors';
import { ORG_MESSAGES, ORGS_PATH, orgEditPath, orgViewPath } from './messages';
import { OrganisationForm, type OrganisationFormResult } from './organisation-form';
import { OrgStatus } from '../../components/org-status';
import { MakerCheckerPanel } from './maker-checker-panel';
import { paths } from '../../../../shared/routes';

const orgUsersPath = (o: Organisation) => paths.users({ orgId: o.id, tenantId: o.tenantId });

/** Upload the chosen files for the organisation; answers them as attachments. */
const uploadAll = (orgId: string, files: File[]) =>
  Promise.all(
    files.map(async (file): Promise<Attachment> => ({
      key: await uploadFile('orgAttachment', file, orgId),
      fileName: file.name,
    })),
  );

function useInvalidateOrgs() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['orgs-getOrgs'] });
    void queryClient.invalidateQueries({ queryKey: ['orgs-getOrgInfo'] });
  };
}

/** The organisation of the route, whole (these pages are administrators', whose view is the whole record). */
function useRouteOrg() {
  const { oid = '' } = useParams();
  const query = useCallableQuery(
    'orgs-getOrgInfo',
    { orgId: oid },
    { enabled: oid !== '', errorToast: ORG_MESSAGES.getFailed, retry: false },
  );
  return { isError: query.isError, data: fullOrgOf(query.data) };
}

function Loading({ failed }: { failed: boolean }) {
  return failed ? <Box color="text-status-inactive">{ORG_MESSAGES.getFailed}</Box> : <Spinner size="large" />;
}

/** /internal/organizations/create. Attachments are uploaded once the organisation exists, then saved on it. */
export function CreateOrganisationPage() {
  const navigate = useNavigateTo();
  const invalidate = useInvalidateOrgs();
  const create = useCallableMutation('orgs-createOrg', { errorToast: ORG_MESSAGES.createFailed });
  const update = useCallableMutation('orgs-updateOrg', { errorToast: ORG_MESSAGES.updateFailed });
  const [uploading, setUploading] = useState(false);

  // Runs after the creation on its own time (the mutation does not wait on its callbacks); its failures are caught.
  const finishCreation = async (org: Organisation, { fields, files }: OrganisationFormResult, leave: () => void) => {
    invalidate();
    if (files.length) {
      setUploading(true);
      try {
        const attachments = await uploadAll(org.id, files);
        await update.mutateAsync({ ...fields, id: org.id, modifiedAt: org.modifiedAt, attachments });
        invalidate();
      } catch {
        notify.error(ORG_MESSAGES.attachmentFailed);
      } finally {
        setUploading(false);
      }
    }
    // Raised with the navigation, after the uploads, so it shows on the organisation's page.
    notify.success(ORG_MESSAGES.created);
    leave();
    navigate(orgViewPath(org.id));
  };

  const save = (result: OrganisationFormResult, leave: () => void) =>
    create.mutate(result.fields, {
      onSuccess: (org) => {
        void finishCreation(org, result, leave);
      },
    });

  return (
    <OrganisationForm
      title="Create Organization"
      busy={create.isPending || uploading}
      serverErrors={serverFieldErrors(create.error)}
      onSubmit={save}
      onCancel={() => navigate(ORGS_PATH)}
      submitLabel="Create"
    />
  );
}

/** /internal/organizations/:oid/edit */
export function EditOrganisationPage() {
  const navigate = useNavigateTo();
  const invalidate = useInvalidateOrgs();
  const org = useRouteOrg();
  const update = useCallableMutation('orgs-updateOrg', { errorToast: ORG_MESSAGES.updateFailed });
  const [uploading, setUploading] = useState(false);
  const current = org.data;

  const save = async ({ fields, attachments, files }: OrganisationFormResult, leave: () => void) => {
    if (!current) return;
    let added: Attachment[] = [];
    if (files.length) {
      setUploading(true);
      try {
        added = await uploadAll(current.id, files);
      } catch (err) {
        notify.apiError(err, ORG_MESSAGES.updateFailed);
        return;
      } finally {
        setUploading(false);
      }
    }
    update.mutate(
      // The form's blanks are sent as '': an edit changes only what it carries, so a left-out field would stay.
      {
        ...withBlanksCleared(fields),
        id: current.id,
        modifiedAt: current.modifiedAt,
        attachments: [...attachments, ...added],
      },
      {
        onSuccess: () => {
          invalidate();
          notify.success(ORG_MESSAGES.updated);
          leave();
          navigate(orgViewPath(current.id));
        },
      },
    );
  };

  if (!current) {
    return (
      <ContentLayout header={<Header variant="h1">Edit Organization</Header>}>
        <Loading failed={org.isError} />
      </ContentLayout>
    );
  }
  return (
    <OrganisationForm
      key={current.modifiedAt}
      title="Edit Organization"
      organisation={current}
      busy={update.isPending || uploading}
      serverErrors={serverFieldErrors(update.error)}
      onSubmit={(r, leave) => void save(r, leave)}
      onCancel={() => navigate(orgViewPath(current.id))}
      submitLabel="Save"
    />
  );
}

const show = (v: ReactNode) => (v === undefined || v === null || v === '' ? '-' : v);
const yesNo = (v: 'yes' | 'no') => (v === 'yes' ? 'Yes' : 'No');
const percent = (v: number | undefined) => (v === undefined ? '-' : `${v}%`);
const rm = (v: number | undefined) => (v === undefined ? '-' : formatRm(v));

function Section({
  title,
  testId,
  items,
}: {
  title: string;
  testId: string;
  items: { label: string; value: ReactNode }[];
}) {
  return (
    <Container header={<Header variant="h2">{title}</Header>} data-testid={testId}>
      <KeyValuePairs columns={3} items={items.map((i) => ({ label: i.label, value: show(i.value) }))} />
    </Container>
  );
}

/** A download link of an attachment: a presigned GET asked for when clicked. */
function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const open = async () => {
    try {
      const { url } = await api.call('uploads-getDownloadUrl', { key: attachment.key });
      window.open(url, '_blank', 'noopener');
    } catch (err) {
      notify.apiError(err, `The file ${attachment.fileName} could not be opened.`);
    }
  };
  return (
    <Link
      href="#"
      onFollow={(e) => {
        e.preventDefault();
        void open();
      }}
      data-testid="org-attachment-link"
    >
      {attachment.fileName}
    </Link>
  );
}

function OrganisationDetails({ org }: { org: Organisation }) {
  return (
    <SpaceBetween size="l">
      <Section
        title="Organization details"
        testId="org-view-details"
        items={[
          { label: 'Name', value: org.name },
          { label: 'Status', value: <OrgStatus status={org.status} /> },
          { label: 'Organization code', value: org.domain },
          { label: 'Tenant ID', value: org.tenantId },
          { label: 'Signup date', value: org.signupDate && isoToDisplay(org.signupDate) },
          { label: 'Registration', value: org.registration },
          { label: 'Industry', value: org.industry },
          { label: 'Company size', value: org.companySize && COMPANY_SIZES[org.companySize] },
          { label: 'Bank details', value: org.bankDetails },
          { label: 'Telephone', value: org.telephone },
          { label: 'Website', value: org.website },
          { label: 'Main contact', value: org.mainContact },
          { label: 'Main contact number', value: org.mainContactNumber },
          { label: 'Payment gateway merchant ID', value: org.paymentGatewayMerchantId },
          { label: 'Created At', value: formatDateTime(org.createdAt) },
          { label: 'Modified At', value: formatDateTime(org.modifiedAt) },
          { label: 'Modified By', value: org.modifiedBy },
        ]}
      />
      <Section
        title="Address"
        testId="org-view-address"
        items={[
          { label: 'Address', value: org.address },
          { label: 'City', value: org.city },
          { label: 'State', value: org.state },
          { label: 'Postcode', value: org.postcode },
          { label: 'Country', value: org.country },
        ]}
      />
      <Section
        title="Advance Pay"
        testId="org-view-advance-pay"
        items={[
          { label: 'eBenefits', value: yesNo(org.eBenefits) },
          { label: 'Advance Pay', value: yesNo(org.advancePay) },
          ...(org.advancePay === 'yes'
            ? [
                { label: 'Pay day', value: org.payDay },
                { label: 'Cut-off date', value: org.cutoffDate },
                { label: 'Advance Pay maximum', value: rm(org.advancePayMax) },
                { label: 'Service fee', value: percent(org.serviceFeePercentage) },
                { label: 'Service fee paid by', value: org.serviceFeePaidBy === 'employer' ? 'Employer' : 'Employee' },
                {
                  label: 'Instant payout',
                  value:
                    org.instantPayout === 'yes' ? `Yes, fee ${percent(org.instantPayoutFeePercentage)}` : yesNo('no'),
                },
              ]
            : []),
        ]}
      />
      <Section
        title="Disbursements"
        testId="org-view-disbursements"
        items={[
          { label: 'Disbursements', value: yesNo(org.disbursements.enable) },
          ...(org.disbursements.enable === 'yes'
            ? [
                { label: 'Initial credit limit', value: rm(org.disbursements.initialCreditLimit) },
                { label: 'Available credit', value: rm(org.disbursements.creditLimit) },
                { label: 'Platform fee', value: percent(org.disbursements.platformFeePercentage) },
                { label: 'Monthly fee', value: percent(org.disbursements.monthlyFeePercentage) },
              ]
            : []),
        ]}
      />
      <Section
        title="Franchise"
        testId="org-view-franchise"
        items={[
          { label: 'Franchise type', value: FRANCHISE_TYPES[org.franchiseType] },
          ...(org.franchiseType === 'franchisor' ? [{ label: 'Royalty rate', value: percent(org.royaltyRate) }] : []),
          ...(org.franchiseType === 'franchisee' ? [{ label: 'Franchisor', value: org.franchisorName }] : []),
        ]}
      />
      <Container header={<Header variant="h2">Attachments</Header>} data-testid="org-view-attachments">
        {org.attachments?.length ? (
          <SpaceBetween size="xs">
            {org.attachments.map((a) => (
              <AttachmentLink key={a.key} attachment={a} />
            ))}
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">No attachments</Box>
        )}
      </Container>
    </SpaceBetween>
  );
}

/** /internal/organizations/:oid/view: key-value sections, Edit, Offices, Users and Delete (with confirmation). */
export function ViewOrganisationPage() {
  const navigate = useNavigateTo();
  const invalidate = useInvalidateOrgs();
  const org = useRouteOrg();
  const remove = useCallableMutation('orgs-softDeleteOrg', { errorToast: ORG_MESSAGES.deleteFailed });
  const [confirming, setConfirming] = useState(false);
  const current = org.data;

  const confirmDelete = () => {
    if (!current) return;
    setConfirming(false);
    remove.mutate(
      { orgId: current.id },
      {
        onSuccess: () => {
          invalidate();
          notify.success(ORG_MESSAGES.deleted);
          navigate(ORGS_PATH);
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
            current && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => navigate(paths.offices({ oid: current.id }))} data-testid="org-offices">
                  Offices
                </Button>
                <Button onClick={() => navigate(orgUsersPath(current))} data-testid="org-users">
                  Users
                </Button>
                <Button onClick={() => setConfirming(true)} loading={remove.isPending} data-testid="org-delete">
                  Delete
                </Button>
                <Button variant="primary" onClick={() => navigate(orgEditPath(current.id))} data-testid="org-edit">
                  Edit
                </Button>
              </SpaceBetween>
            )
          }
        >
          {current?.name ?? 'Organization'}
        </Header>
      }
    >
      {current ? (
        <SpaceBetween size="l">
          <OrganisationDetails org={current} />
          <MakerCheckerPanel org={current} />
        </SpaceBetween>
      ) : (
        <Loading failed={org.isError} />
      )}
      <ConfirmModal
        visible={confirming}
        header="Delete organization"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
        testId="org-delete-confirm"
      >
        Delete {current?.name}? It disappears from the lists, and every user of it is suspended and can no longer sign
        in.
      </ConfirmModal>
    </ContentLayout>
  );
}
