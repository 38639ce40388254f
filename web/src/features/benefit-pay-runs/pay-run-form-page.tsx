import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import {
  PAY_TYPES,
  PayRunFieldsSchema,
  isEditable,
  type Grouping,
  type PayRun,
  type PayType,
} from '../../../../shared/domain/benefits/pay-run';
import { ApiError } from '../../api/client';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { statusLabel } from '../../components/entity-status';
import { DateField } from '../../components/date-field';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { fieldErrors } from '../../components/zod-form';
import { MESSAGES, payRunLinks } from './messages';

const GROUPING_OPTIONS = [
  { value: 'teams', label: 'Teams' },
  { value: 'categories', label: 'Employee Categories' },
];

interface FormValues {
  payDay: string;
  benefitName: string;
  amount: string;
  grouping: Grouping | '';
  eligibleTeams: string[];
  eligibleCategories: string[];
}

const initialOf = (run?: PayRun): FormValues => ({
  payDay: run?.payDay ?? '',
  benefitName: run?.benefitName ?? '',
  amount: run ? String(run.amount) : '',
  grouping: run?.grouping ?? '',
  eligibleTeams: run?.eligibleTeams?.map((t) => t.code) ?? [],
  eligibleCategories: run?.eligibleCategories?.map((c) => c.id) ?? [],
});

/** What the schema checks: the typed text as the API carries it ('' amount stays a non-number). */
const payloadOf = (payType: PayType, v: FormValues) => ({
  payType,
  payDay: v.payDay,
  benefitName: v.benefitName,
  amount: v.amount.trim() === '' ? undefined : Number(v.amount),
  grouping: v.grouping || undefined,
  ...(v.grouping === 'teams' ? { eligibleTeams: v.eligibleTeams } : {}),
  ...(v.grouping === 'categories' ? { eligibleCategories: v.eligibleCategories } : {}),
});

/**
 * The pay run form (create, or edit of `run`): pay day, benefit name, amount (at least 1), and
 * the grouping with its approved teams or categories. Saving an edit recomputes the run and
 * puts it back to draft (the server clears its approval).
 */
function PayRunForm({ payType, run }: { payType: PayType; run?: PayRun }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const initial = initialOf(run);
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  // Every page (a set-up list of a few dozen rows): the choices must offer them all.
  const teams = useAllPages('teams-getTeams', { status: 'Approved' });
  const categories = useAllPages('employeeCategories-getEmployeeCategories', { status: 'Approved' });
  const create = useCallableMutation('payRuns-createPayRun', { errorToast: MESSAGES.createFailed });
  // A refused edit shows the product's 'Action not permited!' when it is a permission matter (below).
  const update = useCallableMutation('payRuns-updatePayRun');
  const busy = create.isPending || update.isPending;
  const errors = fieldErrors(PayRunFieldsSchema, payloadOf(payType, values));
  const shown = (field: string) => (submitted ? errors[field] : undefined);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const leaveGuard = useLeaveGuard(dirty);
  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const done = (message: string, to: string) => {
    void queryClient.invalidateQueries({ queryKey: ['payRuns-getPayRuns'] });
    void queryClient.invalidateQueries({ queryKey: ['payRuns-getPayRun'] });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(to);
  };

  const save = () => {
    setSubmitted(true);
    const parsed = PayRunFieldsSchema.safeParse(payloadOf(payType, values));
    if (!parsed.success) return;
    if (run) {
      update.mutate(
        { ...parsed.data, payRunId: run.id, modifiedAt: run.modifiedAt },
        {
          onSuccess: (saved) => done(MESSAGES.updated, payRunLinks.details(saved.id)),
          onError: (err) =>
            notify.apiError(
              err,
              err instanceof ApiError && err.status === 403 ? MESSAGES.notPermitted : 'Pay run update failed!',
            ),
        },
      );
    } else {
      create.mutate(parsed.data, { onSuccess: (saved) => done(MESSAGES.created, payRunLinks.details(saved.id)) });
    }
  };

  const teamOptions = (teams.data ?? []).map((t) => ({ value: t.code, label: t.teamName, description: t.code }));
  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: c.id,
    label: c.name,
    description: c.code,
  }));
  const chosen = (options: { value: string; label: string }[], ids: string[]) =>
    ids.map((id) => options.find((o) => o.value === id) ?? { value: id, label: id });

  return (
    <FormPage
      title={run ? `Edit ${payType} Pay Run` : `Create ${payType} Pay Run`}
      testId="pay-run-form"
      onSubmit={save}
      onCancel={() => navigate(run ? payRunLinks.details(run.id) : payRunLinks.list)}
      cancelTestId="pay-run-cancel"
      submitLabel="Save"
      submitTestId="pay-run-save"
      busy={busy}
      leaveGuard={leaveGuard}
    >
      <FormSection header="Pay run" columns={2}>
        <DateField
          label="Pay Day"
          value={values.payDay}
          onChange={(v) => set('payDay', v)}
          errorText={shown('payDay')}
          testId="pay-run-pay-day"
        />
        <FormField label="Benefit Name" errorText={shown('benefitName')}>
          <Input
            value={values.benefitName}
            onChange={(e) => set('benefitName', e.detail.value)}
            data-testid="pay-run-benefit-name"
          />
        </FormField>
        <FormField label="Amount (RM)" errorText={shown('amount')} description="Paid to every eligible employee">
          <Input
            type="number"
            inputMode="decimal"
            step={0.01}
            value={values.amount}
            onChange={(e) => set('amount', e.detail.value)}
            data-testid="pay-run-amount"
          />
        </FormField>
        <FormField label="Grouping" errorText={shown('grouping')}>
          <Select
            data-testid="pay-run-grouping"
            placeholder="Teams or employee categories"
            selectedOption={GROUPING_OPTIONS.find((o) => o.value === values.grouping) ?? null}
            options={GROUPING_OPTIONS}
            onChange={(e) => set('grouping', e.detail.selectedOption.value as Grouping)}
          />
        </FormField>
        {values.grouping === 'teams' && (
          <FormField label="Eligible Teams" errorText={shown('eligibleTeams')}>
            <Multiselect
              data-testid="pay-run-teams"
              placeholder="Choose approved teams"
              statusType={teams.isPending ? 'loading' : 'finished'}
              options={teamOptions}
              selectedOptions={chosen(teamOptions, values.eligibleTeams)}
              onChange={(e) =>
                set(
                  'eligibleTeams',
                  e.detail.selectedOptions.map((o) => o.value ?? ''),
                )
              }
            />
          </FormField>
        )}
        {values.grouping === 'categories' && (
          <FormField label="Eligible Categories" errorText={shown('eligibleCategories')}>
            <Multiselect
              data-testid="pay-run-categories"
              placeholder="Choose approved employee categories"
              statusType={categories.isPending ? 'loading' : 'finished'}
              options={categoryOptions}
              selectedOptions={chosen(categoryOptions, values.eligibleCategories)}
              onChange={(e) =>
                set(
                  'eligibleCategories',
                  e.detail.selectedOptions.map((o) => o.value ?? ''),
                )
              }
            />
          </FormField>
        )}
      </FormSection>
    </FormPage>
  );
}

const asPayType = (value: string | undefined): PayType | undefined =>
  (PAY_TYPES as readonly string[]).includes(value ?? '') ? (value as PayType) : undefined;

function UnknownPayType() {
  const navigate = useNavigateTo();
  return (
    <ContentLayout header={<Header variant="h1">Pay Run</Header>}>
      <Alert type="error" action={<Button onClick={() => navigate(payRunLinks.list)}>Back</Button>}>
        A pay run is Regular or Ad-hoc.
      </Alert>
    </ContentLayout>
  );
}

/** /benefits-pay-runs/create/:payType */
export function PayRunCreatePage() {
  const payType = asPayType(useParams().payType);
  if (!payType) return <UnknownPayType />;
  return <PayRunForm key={payType} payType={payType} />;
}

/** /benefits-pay-runs/:payType/:payRunId/edit: only while draft or pending_approval. */
export function PayRunEditPage() {
  const params = useParams();
  const navigate = useNavigateTo();
  const payRunId = params.payRunId ?? '';
  const run = useCallableQuery(
    'payRuns-getPayRun',
    { payRunId },
    { enabled: !!payRunId, errorToast: MESSAGES.notFound, retry: false },
  );
  if (run.isPending) return <PageSpinner />;
  if (!run.data)
    return (
      <ContentLayout header={<Header variant="h1">Edit Pay Run</Header>}>
        <Alert type="error" action={<Button onClick={() => navigate(payRunLinks.list)}>Back</Button>}>
          {MESSAGES.notFound}
        </Alert>
      </ContentLayout>
    );
  if (!isEditable(run.data.status))
    return (
      <ContentLayout header={<Header variant="h1">Edit Pay Run</Header>}>
        <Alert
          type="info"
          data-testid="pay-run-not-editable"
          action={<Button onClick={() => navigate(payRunLinks.details(run.data.id))}>Details</Button>}
        >
          This pay run is {statusLabel('payRun', run.data.status)} and can no longer be edited.
        </Alert>
      </ContentLayout>
    );
  return <PayRunForm key={`${run.data.id}@${run.data.modifiedAt}`} payType={run.data.payType} run={run.data} />;
}
