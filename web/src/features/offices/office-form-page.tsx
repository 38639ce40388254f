import { useQueryClient } from '@tanstack/react-query';
import { MALAYSIAN_STATES } from '../../../../shared/domain/employees/countries';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import {
  OFFICE_COUNTRIES,
  OFFICE_MESSAGES,
  OfficeFieldsSchema,
  type Office,
} from '../../../../shared/domain/employees/office';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import { officesPath } from './office-paths';

const STATE_OPTIONS = MALAYSIAN_STATES.map((s) => ({ value: s, label: s }));
const COUNTRY_OPTIONS = OFFICE_COUNTRIES.map((c) => ({ value: c, label: c }));

/** The office form of an organisation: create, or edit of `office`. Saving goes back to the offices list. */
function OfficeForm({ orgId, office }: { orgId: string; office?: Office }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(OfficeFieldsSchema, {
    name: office?.name ?? '',
    officeCode: office?.officeCode ?? '',
    address: office?.address ?? '',
    city: office?.city ?? '',
    state: office?.state ?? '',
    postcode: office?.postcode ?? '',
    country: office?.country ?? 'Malaysia',
    contactNo: office?.contactNo ?? '',
  });
  const create = useCallableMutation('orgOffices-createOffice', { errorToast: OFFICE_MESSAGES.createFailed });
  const edit = useCallableMutation('orgOffices-editOffice', { errorToast: OFFICE_MESSAGES.updateFailed });
  const busy = create.isPending || edit.isPending;
  const leaveGuard = useLeaveGuard(form.isDirty);

  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: ['orgOffices-getOffices'] });
    void queryClient.invalidateQueries({ queryKey: ['orgOffices-getOffice'] });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(officesPath(orgId));
  };

  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    if (office)
      edit.mutate(
        { ...fields, orgId, officeId: office.id, modifiedAt: office.modifiedAt },
        { onSuccess: (o) => done(`Office ${o.name} updated.`) },
      );
    else create.mutate({ ...fields, orgId }, { onSuccess: (o) => done(`Office ${o.name} created.`) });
  };

  return (
    <FormPage
      title={office ? 'Edit Office' : 'Create Office'}
      testId="office-form"
      onSubmit={save}
      onCancel={() => navigate(officesPath(orgId))}
      cancelTestId="office-cancel"
      submitLabel={office ? 'Save' : 'Create'}
      submitTestId="office-save"
      busy={busy}
      leaveGuard={leaveGuard}
    >
      <FormSection>
        <TextField form={form} name="name" label="Name" testId="office-name" />
        <TextField
          form={form}
          name="officeCode"
          label="Office Code"
          description="Unique in the organisation; made for you when left empty."
          testId="office-code"
        />
        <TextField form={form} name="address" label="Address" testId="office-address" />
        <TextField form={form} name="city" label="City" testId="office-city" />
        <SelectField form={form} name="state" label="State" options={STATE_OPTIONS} testId="office-state" />
        <TextField form={form} name="postcode" label="Postcode" testId="office-postcode" />
        <SelectField form={form} name="country" label="Country" options={COUNTRY_OPTIONS} testId="office-country" />
        <TextField form={form} name="contactNo" label="Contact No (optional)" testId="office-contact" />
      </FormSection>
    </FormPage>
  );
}

/** /internal/organizations/:orgId/create-office */
export function OfficeCreatePage() {
  const { orgId = '' } = useParams();
  return <OfficeForm orgId={orgId} />;
}

/** /internal/organizations/:orgId/offices/:officeId/edit */
export function OfficeEditPage() {
  const { orgId = '', officeId = '' } = useParams();
  const office = useCallableQuery(
    'orgOffices-getOffice',
    { orgId, officeId },
    { enabled: orgId !== '' && officeId !== '', errorToast: OFFICE_MESSAGES.getFailed },
  );
  if (office.isPending) return <Spinner size="large" />;
  if (!office.data) return <Box color="text-status-inactive">{OFFICE_MESSAGES.getFailed}</Box>;
  // Keyed by version: a reload after someone else's change starts the form afresh.
  return <OfficeForm key={`${office.data.id}@${office.data.modifiedAt}`} orgId={orgId} office={office.data} />;
}
