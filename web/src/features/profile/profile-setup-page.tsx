import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MobileNumberSchema, type Employee } from '../../../../shared/domain/employees/employee';
import {
  BankFormSchema,
  changedOwnProfileFields,
  ownProfileValues,
  PROFILE_NOT_FOUND,
} from '../../../../shared/domain/employees/employee-profile';
import { missingWithdrawalSteps, type WithdrawalStep } from '../../../../shared/domain/advance-pay/withdrawal-steps';
import { useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { BankForm } from '../../components/bank-form';
import { FormShell } from '../../components/form-page';
import { PageSpinner } from '../../components/page-spinner';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import { stepOfParam } from '../../components/profile-setup-steps';
import { refreshWithdrawalSteps, useMobileVerification, useProfileSave } from './use-profile-save';
import { paths } from '../../../../shared/routes';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../i18n/i18n';
import '../../components/touch-targets.css';

/** Each step's title. */
const STEP_TITLE: Record<WithdrawalStep, MessageId> = {
  mobileNumber: 'profile.mobileNumber',
  bankAccount: 'profile.setupBankTitle',
};

/**
 * /profile-setup: 'USER PROFILE', 'Please Complete Your Profile'. Asks, one step at a time and in
 * order, for what a withdrawal still needs from the employee (shared/domain/advance-pay/withdrawal-steps.ts):
 * the mobile number verified by a code, then the bank account; then opens Get Paid. The first
 * sign-in of an employee comes here (web/src/features/auth/login-flow.ts); with nothing missing, or
 * without Advance Pay, it goes on to the dashboard.
 */
export function ProfileSetupPage() {
  const t = useT();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const profile = useCallableQuery('employees-getEmployeeProfile', {}, { errorToast: PROFILE_NOT_FOUND });
  return (
    <div className="touch-targets" data-testid="profile-setup">
      <ContentLayout
        header={
          <Header variant="h1" description={t('profile.completeYourProfile')}>
            {t('profile.userProfile')}
          </Header>
        }
      >
        {profile.isPending || org.isPending ? (
          <PageSpinner />
        ) : profile.data ? (
          <ProfileSetupSteps profile={profile.data} advancePay={org.data?.advancePay === 'yes'} />
        ) : (
          <Alert type="error" data-testid="profile-missing">
            {t.localize(profile.error.errorInfo?.message ?? PROFILE_NOT_FOUND)}
          </Alert>
        )}
      </ContentLayout>
    </div>
  );
}

/** The steps asked for on this visit: the missing ones, or the one a link asked for. */
function stepsOf(profile: Employee, advancePay: boolean, asked: string | null): WithdrawalStep[] {
  const askedStep = stepOfParam(asked);
  if (!advancePay && !askedStep) return [];
  const missing = missingWithdrawalSteps(profile);
  if (askedStep && !missing.includes(askedStep)) return [askedStep];
  return missing;
}

function ProfileSetupSteps({ profile, advancePay }: { profile: Employee; advancePay: boolean }) {
  const t = useT();
  const navigate = useNavigateTo();
  const [params] = useSearchParams();
  // Fixed when the page opens: the progress counts on as each step is done.
  const [steps] = useState(() => stepsOf(profile, advancePay, params.get('step')));
  const [index, setIndex] = useState(0);
  const done = advancePay ? paths.getPaid() : paths.dashboard();
  if (steps.length === 0) return <Navigate to={paths.dashboard()} replace />;
  const step = steps[index];
  const next = () => {
    if (index + 1 < steps.length) setIndex(index + 1);
    else navigate(done, { replace: true });
  };
  return (
    <SpaceBetween size="m">
      {steps.length > 1 ? (
        <Box variant="p" fontWeight="bold" data-testid="profile-setup-progress">
          {t('profile.progress', { step: index + 1, count: steps.length, title: t(STEP_TITLE[step]) })}
        </Box>
      ) : null}
      {step === 'mobileNumber' ? (
        <MobileStep key={step} profile={profile} onDone={next} />
      ) : (
        <BankStep key={step} profile={profile} onDone={next} />
      )}
    </SpaceBetween>
  );
}

const MobileFormSchema = z.object({ mobileNumber: MobileNumberSchema });

/**
 * The mobile number the withdrawal codes go to, proved by a code sent to it: the number on record
 * (a manager's) is verified as it is; a new one is verified, then saved on the profile.
 */
function MobileStep({ profile, onDone }: { profile: Employee; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const form = useZodForm(MobileFormSchema, { mobileNumber: profile.mobileNumber ?? '' });
  const number = form.values.mobileNumber.trim();
  const finished = () => {
    void refreshWithdrawalSteps(queryClient);
    onDone();
  };
  const { save, saving, failure } = useProfileSave(finished, () => undefined);
  const verification = useMobileVerification(number, () => {
    if (number === profile.mobileNumber) finished();
    else save({ updatedProfile: { mobileNumber: number } }, { verified: true });
  });
  const { sent, code, setCode, codeComplete, busy, problem } = verification;
  const submit = () => {
    if (sent) {
      if (codeComplete) void verification.verify();
      return;
    }
    if (form.submit()) void verification.sendCode();
  };
  return (
    <FormShell
      testId="profile-setup-form"
      onSubmit={submit}
      submitLabel={sent ? t('profile.verify') : t('profile.sendCode')}
      submitTestId={sent ? 'profile-setup-verify' : 'profile-setup-send-code'}
      submitDisabled={sent && !codeComplete}
      busy={busy || saving}
      error={(problem ?? failure) && t.localize(problem ?? failure ?? '')}
      extraActions={
        sent ? (
          <Button
            formAction="none"
            onClick={() => void verification.sendCode()}
            disabled={busy}
            data-testid="profile-setup-resend"
          >
            {t('profile.sendNewCode')}
          </Button>
        ) : undefined
      }
    >
      <Container
        header={
          <Header variant="h2" description={t('profile.setupMobileIntro')}>
            {t('profile.mobileNumber')}
          </Header>
        }
        data-testid="profile-setup-step-mobile"
      >
        <SpaceBetween size="l">
          <TextField
            form={{
              ...form,
              set: (field, value) => {
                form.set(field, value);
                // Another number needs its own code.
                if (sent) verification.reset();
              },
            }}
            name="mobileNumber"
            label={t('profile.mobileNumber')}
            autoComplete="tel"
            constraintText={t('profile.mobileConstraintShort')}
            testId="profile-setup-mobile"
          />
          {sent ? (
            <FormField
              label={t('profile.verificationCode')}
              description={t('profile.enterCode', { mobileNumber: number })}
              data-testid="profile-setup-code-field"
            >
              <Input
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                onChange={(e) => setCode(e.detail.value)}
                data-testid="profile-setup-code"
              />
            </FormField>
          ) : null}
        </SpaceBetween>
      </Container>
    </FormShell>
  );
}

/** The bank account the money is paid into: the spec's employee bank form, every field required. */
function BankStep({ profile, onDone }: { profile: Employee; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const current = ownProfileValues(profile);
  const form = useZodForm(BankFormSchema, {
    firstName: current.firstName,
    lastName: current.lastName,
    employeeICNumber: profile.employeeICNumber,
    bankCode: current.bankCode,
    accountNumber: current.accountNumber,
  });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const { save, saving, failure, dialog } = useProfileSave(() => {
    void refreshWithdrawalSteps(queryClient);
    onDone();
  }, leaveGuard.allowNextLeave);
  return (
    <>
      <FormShell
        testId="profile-setup-form"
        onSubmit={() => {
          if (!form.submit()) return;
          const { employeeICNumber: _ic, ...fields } = form.values;
          save({ updatedProfile: changedOwnProfileFields(profile, fields) });
        }}
        submitLabel={t('common.save')}
        submitTestId="profile-setup-save"
        busy={saving}
        error={failure && t.localize(failure)}
        leaveGuard={leaveGuard}
      >
        <Container
          header={
            <Header variant="h2" description={t('profile.setupBankIntro')}>
              {t('profile.setupBankTitle')}
            </Header>
          }
          data-testid="profile-setup-step-bank"
        >
          <BankForm form={form} icReadOnly />
        </Container>
      </FormShell>
      {dialog}
    </>
  );
}
