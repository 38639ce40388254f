import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import type { WithdrawalPolicy } from '../../../../shared/domain/advance-pay/withdrawal-policy';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { orgSettingsOf, useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { POLICIES_PATH, POLICY_MESSAGES } from './messages';
import { PolicyFields, usePolicyForm } from './policy-form';
import { AdvancePayOnly } from './withdrawal-policies-page';
import { PolicyStatus } from './withdrawal-policy-columns';

/** The advanced policy form: create, or edit of `policy`. Saving goes back to the policies page. */
function AdvancedPolicyForm({ policy }: { policy?: WithdrawalPolicy }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const cutoffDate = orgSettingsOf(useOrgInfo(useSession().data).data)?.cutoffDate;
  const form = usePolicyForm({ advanced: true, cutoffDate, policy });
  const create = useCallableMutation('withdrawalPolicies-createAdvancedPolicy', {
    errorToast: POLICY_MESSAGES.createFailed,
  });
  const update = useCallableMutation('withdrawalPolicies-updateAdvancedPolicy', {
    errorToast: POLICY_MESSAGES.updateFailed,
  });
  const leaveGuard = useLeaveGuard(form.isDirty);

  const done = (message: string) => () => {
    void queryClient.invalidateQueries({ queryKey: ['withdrawalPolicies-getPolicies'] });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(POLICIES_PATH);
  };

  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    const range = { ...fields, minSalary: fields.minSalary ?? 0, maxSalary: fields.maxSalary ?? 0 };
    // A blank date is cleared (null): an edit changes only what it carries.
    if (policy)
      update.mutate(
        { ...range, withdrawalDate: range.withdrawalDate ?? null, id: policy.id, modifiedAt: policy.modifiedAt },
        { onSuccess: done(POLICY_MESSAGES.updated) },
      );
    else create.mutate(range, { onSuccess: done(POLICY_MESSAGES.created) });
  };

  return (
    <FormPage
      title={policy ? 'Edit Advanced Policy' : 'Create Advanced Policy'}
      description={POLICY_MESSAGES.onlyApproved}
      testId="advanced-form"
      onSubmit={save}
      onCancel={() => navigate(POLICIES_PATH)}
      cancelTestId="advanced-cancel"
      submitLabel={policy ? 'Save' : 'Create'}
      submitTestId="advanced-save"
      busy={create.isPending || update.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header="Advanced Withdrawal Policy"
        description="The salary range must not overlap another advanced policy."
        actions={policy && <PolicyStatus status={policy.status} />}
        columns={1}
      >
        <PolicyFields form={form} advanced cutoffDate={cutoffDate} />
      </FormSection>
    </FormPage>
  );
}

/** /management/advance-pay/withdrawal-policies/advanced/create */
export function AdvancedPolicyCreatePage() {
  return (
    <AdvancePayOnly>
      <AdvancedPolicyForm />
    </AdvancePayOnly>
  );
}

function AdvancedPolicyEdit() {
  const { policyId = '' } = useParams();
  const navigate = useNavigateTo();
  const policies = useCallableQuery('withdrawalPolicies-getPolicies', {}, { errorToast: POLICY_MESSAGES.getFailed });
  if (policies.isPending) return <Spinner size="large" />;
  const policy = policies.data?.advanced.find((p) => p.id === policyId);
  if (!policy) {
    return (
      <Box padding="l">
        <Alert
          type="error"
          data-testid="advanced-not-found"
          action={<Button onClick={() => navigate(POLICIES_PATH)}>Back to Withdrawal Policies</Button>}
        >
          {POLICY_MESSAGES.getFailed}
        </Alert>
      </Box>
    );
  }
  // Keyed by version: a reload after someone else's change starts the form afresh.
  return <AdvancedPolicyForm key={`${policy.id}@${policy.modifiedAt}`} policy={policy} />;
}

/** /management/advance-pay/withdrawal-policies/advanced/:policyId/edit */
export function AdvancedPolicyEditPage() {
  return (
    <AdvancePayOnly>
      <AdvancedPolicyEdit />
    </AdvancePayOnly>
  );
}
