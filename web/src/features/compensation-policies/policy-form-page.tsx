import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import {
  COMPENSATION_MESSAGES,
  PolicyFieldsSchema,
  type CompensationPolicy,
} from '../../../../shared/domain/benefits/compensation-policy';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';
import { POLICIES_PATH, POLICY_KEYS, policyDetailsPath, PolicyStatusIndicator } from './compensation-parts';
import { PENDING_STATUS } from '../../components/approval/approval-rule';

/**
 * The policy form: create (it waits for approval), or rename `policy` (an approved one goes back
 * to pending approval). A new policy opens its details, where its pay ranges are added.
 */
function PolicyForm({ policy }: { policy?: CompensationPolicy }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useZodForm(PolicyFieldsSchema, { compensationName: policy?.compensationName ?? '' });
  const create = useCallableMutation('compensationPolicies-createPolicy', {
    errorToast: COMPENSATION_MESSAGES.createFailed,
  });
  const edit = useCallableMutation('compensationPolicies-editPolicy', {
    errorToast: COMPENSATION_MESSAGES.updateFailed,
  });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const back = policy ? policyDetailsPath(policy.id) : POLICIES_PATH;

  const done = (saved: CompensationPolicy, message: string) => {
    void queryClient.invalidateQueries({ queryKey: POLICY_KEYS.list });
    void queryClient.invalidateQueries({ queryKey: POLICY_KEYS.one });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(policyDetailsPath(saved.id));
  };

  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    if (policy)
      edit.mutate(
        { ...fields, policyId: policy.id, modifiedAt: policy.modifiedAt },
        { onSuccess: (p) => done(p, COMPENSATION_MESSAGES.updated) },
      );
    else create.mutate(fields, { onSuccess: (p) => done(p, COMPENSATION_MESSAGES.created) });
  };

  return (
    <FormPage
      title={policy ? 'Edit Compensation Policy' : 'Create Compensation Policy'}
      description={policy?.status === 'approved' ? 'Saving a change sends the policy back for approval.' : undefined}
      testId="policy-form"
      onSubmit={save}
      onCancel={() => navigate(back)}
      cancelTestId="policy-cancel"
      submitTestId="policy-submit"
      busy={create.isPending || edit.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header="Compensation Policy"
        actions={<PolicyStatusIndicator status={policy?.status ?? PENDING_STATUS.compensationPolicy} />}
      >
        <TextField form={form} name="compensationName" label="Compensation Name" testId="policy-name" />
      </FormSection>
    </FormPage>
  );
}

/** /compensation-policies/create */
export function PolicyCreatePage() {
  return <PolicyForm />;
}

/** /compensation-policies/:policyId/edit */
export function PolicyEditPage() {
  const { policyId = '' } = useParams();
  const policy = useCallableQuery(
    'compensationPolicies-getPolicy',
    { policyId },
    { enabled: policyId !== '', errorToast: COMPENSATION_MESSAGES.policyNotFound },
  );
  if (policy.isPending) return <Spinner size="large" />;
  if (!policy.data) return <Box color="text-status-inactive">{COMPENSATION_MESSAGES.policyNotFound}</Box>;
  return <PolicyForm key={`${policy.data.id}@${policy.data.modifiedAt}`} policy={policy.data} />;
}
