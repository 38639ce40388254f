import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import {
  COMPENSATION_MESSAGES,
  PayRangeFormSchema,
  type PayRange,
} from '../../../../shared/domain/benefits/compensation-policy';
import { gradeLabel } from '../../../../shared/domain/employees/job-level';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useAllPagesOf } from '../../api/all-pages-of';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { SelectField } from '../../components/select-field';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { POLICY_KEYS, policyDetailsPath } from './compensation-parts';

/**
 * The pay range form of a policy: create ('Annual Fixed Compensation Range') or edit ('Edit Policy
 * Allocation'). The job level is one of the organisation's approved ones; amounts in RM. On
 * success it goes back to the policy's details (the policy now waits for approval again).
 */
function PayRangeForm({ policyId, range }: { policyId: string; range?: PayRange }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  // Every page (a set-up list of a few dozen rows): the choices must offer them all.
  const levels = useAllPagesOf('jobLevels-getApproved', 'jobLevels', {}, { errorToast: 'Failed to get Job Levels!' });
  const form = useZodForm(PayRangeFormSchema, {
    jobLevel: range?.jobLevel ?? '',
    minimum: range ? String(range.minimum) : '',
    midpoint: range ? String(range.midpoint) : '',
    maximum: range ? String(range.maximum) : '',
  });
  const create = useCallableMutation('compensationPolicies-createPayRange', {
    errorToast: COMPENSATION_MESSAGES.rangeCreateFailed,
  });
  const edit = useCallableMutation('compensationPolicies-editPayRange', {
    errorToast: COMPENSATION_MESSAGES.rangeUpdateFailed,
  });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const back = policyDetailsPath(policyId);

  const options = (levels.data?.jobLevels ?? []).map((l) => ({
    value: l.id,
    label: `${l.name} (${gradeLabel(l.grade)})`,
  }));
  // A range's job level that is no longer approved is still shown by its stored name.
  if (range && !options.some((o) => o.value === range.jobLevel))
    options.unshift({ value: range.jobLevel, label: `${range.jobLevelName} (${gradeLabel(range.jobGrade)})` });

  const done = (message: string) => {
    for (const queryKey of [POLICY_KEYS.ranges, POLICY_KEYS.range, POLICY_KEYS.one, POLICY_KEYS.list])
      void queryClient.invalidateQueries({ queryKey });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(back);
  };

  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    if (range)
      edit.mutate(
        { ...fields, policyId, payRangeId: range.id, modifiedAt: range.modifiedAt },
        { onSuccess: () => done(COMPENSATION_MESSAGES.rangeUpdated) },
      );
    else create.mutate({ ...fields, policyId }, { onSuccess: () => done(COMPENSATION_MESSAGES.rangeCreated) });
  };

  const amount = (name: 'minimum' | 'midpoint' | 'maximum', label: string) => (
    <TextField
      form={form}
      name={name}
      label={label}
      type="number"
      constraintText="RM a year"
      testId={`range-${name}`}
    />
  );
  return (
    <FormPage
      title={range ? 'Edit Policy Allocation' : 'Annual Fixed Compensation Range'}
      testId="range-form"
      onSubmit={save}
      onCancel={() => navigate(back)}
      cancelTestId="range-cancel"
      submitTestId="range-submit"
      busy={create.isPending || edit.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection header="Pay Range">
        <SelectField form={form} name="jobLevel" label="Job Level" options={options} testId="range-job-level" />
        {amount('minimum', 'Minimum')}
        {amount('midpoint', 'Midpoint')}
        {amount('maximum', 'Maximum')}
      </FormSection>
    </FormPage>
  );
}

/** /compensation-policies/:policyId/details/create */
export function PayRangeCreatePage() {
  const { policyId = '' } = useParams();
  return <PayRangeForm policyId={policyId} />;
}

/** /compensation-policies/:policyId/details/:allocationId/edit */
export function PayRangeEditPage() {
  const { policyId = '', allocationId = '' } = useParams();
  const range = useCallableQuery(
    'compensationPolicies-getPayRange',
    { policyId, payRangeId: allocationId },
    { enabled: policyId !== '' && allocationId !== '', errorToast: COMPENSATION_MESSAGES.rangeNotFound },
  );
  if (range.isPending) return <Spinner size="large" />;
  if (!range.data) return <Box color="text-status-inactive">{COMPENSATION_MESSAGES.rangeNotFound}</Box>;
  return <PayRangeForm key={`${range.data.id}@${range.data.modifiedAt}`} policyId={policyId} range={range.data} />;
}
