import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { COUNTRY_NAMES, DEFAULT_COUNTRY } from '../../../../shared/domain/employees/countries';
import type { Employee } from '../../../../shared/domain/employees/employee';
import {
  changedOwnProfileFields,
  ownProfileValues,
  OwnProfileFormSchema,
  type OwnProfileField,
} from '../../../../shared/domain/employees/employee-profile';
import { callableKey, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { BANK_OPTIONS, bankOption } from '../../components/bank-form';
import { DateField } from '../../components/date-field';
import { FormSection, FormShell } from '../../components/form-page';
import { PageSpinner } from '../../components/page-spinner';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import { MobileVerificationModal, useProfileSave } from './use-profile-save';
import { paths } from '../../../../shared/routes';

type FormField = OwnProfileField | 'oldPassword' | 'password' | 'confirmPassword';

/** The wizard's 4 steps and the fields each one checks before Next. */
const STEPS: { title: string; fields: FormField[] }[] = [
  { title: 'Account', fields: ['oldPassword', 'password', 'confirmPassword'] },
  { title: 'Personal', fields: ['firstName', 'lastName', 'dateOfBirth'] },
  { title: 'Location', fields: ['address', 'city', 'country', 'postalCode', 'bankCode', 'accountNumber'] },
  { title: 'Mobile Number', fields: ['mobileNumber'] },
];

const COUNTRY_OPTIONS = COUNTRY_NAMES.map((name) => ({ value: name, label: name }));

/** /profile: the employee's own profile as a 4-step wizard. */
export function ProfilePage() {
  const profile = useCallableQuery(
    'employees-getEmployeeProfile',
    {},
    { errorToast: 'Profile not found! Please ask your manager to upload your profile.' },
  );
  if (profile.isPending) return <PageSpinner />;
  if (!profile.data) {
    return (
      <ContentLayout header={<Header variant="h1">Profile</Header>}>
        <Alert type="error" data-testid="profile-missing">
          {profile.error.errorInfo?.message ?? 'Profile not found! Please ask your manager to upload your profile.'}
        </Alert>
      </ContentLayout>
    );
  }
  // Keyed by version: a saved profile starts the wizard again from its new values.
  return <ProfileWizard key={profile.data.modifiedAt} profile={profile.data} />;
}

function ProfileWizard({ profile }: { profile: Employee }) {
  const navigate = useNavigateTo();
  const session = useSession().data;
  const email = session?.email ?? profile.email ?? '';
  const [params] = useSearchParams();
  const [step, setStep] = useState(params.get('step') === 'mobile' ? STEPS.length - 1 : 0);
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  const current = ownProfileValues(profile);
  const form = useZodForm(OwnProfileFormSchema, {
    ...current,
    country: current.country || DEFAULT_COUNTRY,
    oldPassword: '',
    password: '',
    confirmPassword: '',
  });
  // A step's errors show once Next or Save was tried on it, as well as field by field.
  const shown = {
    ...form,
    shownError: (f: FormField) => form.shownError(f) ?? (checked[step] ? form.errors[f] : undefined),
  };
  // Unsaved changes on any step ask before leaving the wizard (Cancel included: it logs out).
  const leaveGuard = useLeaveGuard(form.isDirty);
  const { save, saving, failure, dialog } = useProfileSave((result) => {
    if (result.passwordChanged) {
      navigate(paths.logout(), { replace: true });
      return;
    }
    setStep(0);
    setChecked({});
    navigate(paths.profile(), { replace: true });
  }, leaveGuard.allowNextLeave);

  const stepValid = (i: number) => STEPS[i].fields.every((f) => !form.errors[f]);
  const next = () => {
    setChecked((c) => ({ ...c, [step]: true }));
    if (stepValid(step)) setStep((s) => s + 1);
  };
  const submit = () => {
    setChecked({ 0: true, 1: true, 2: true, 3: true });
    const firstBad = STEPS.findIndex((_, i) => !stepValid(i));
    if (firstBad >= 0) {
      setStep(firstBad);
      return;
    }
    const v = form.submit();
    if (!v) return;
    const { oldPassword, password, ...fields } = form.values;
    save({
      updatedProfile: changedOwnProfileFields(profile, fields),
      ...(password ? { password: { email, current: oldPassword, next: password } } : {}),
    });
  };

  const last = step === STEPS.length - 1;
  return (
    <ContentLayout header={<Header variant="h1">Profile</Header>}>
      {/* Each step is the shared form shell: Enter in a field goes to the next step (Save on the last). */}
      <FormShell
        testId="profile-form"
        onSubmit={last ? submit : next}
        onCancel={() => navigate(paths.logout())}
        cancelTestId="profile-cancel"
        extraActions={
          <Button
            formAction="none"
            iconName="angle-left"
            disabled={step === 0}
            onClick={() => setStep((s) => s - 1)}
            data-testid="profile-back"
          >
            Back
          </Button>
        }
        submitLabel={last ? 'Save' : 'Next'}
        submitTestId={last ? 'profile-save' : 'profile-next'}
        busy={saving}
        error={failure}
        leaveGuard={leaveGuard}
      >
        <SpaceBetween size="l">
          <ProgressBar
            value={((step + 1) / STEPS.length) * 100}
            label={`Step ${step + 1} of ${STEPS.length}: ${STEPS[step].title}`}
            additionalInfo={STEPS.map((s) => s.title).join(' · ')}
            data-testid="profile-progress"
          />
          {step === 0 && (
            <FormSection
              header={STEPS[0].title}
              testId="profile-step-1"
              before={
                <Alert type="info">
                  Fill in the password fields only to change your password; you will then log in again.
                </Alert>
              }
            >
              <FormField label="E-mail">
                <Input value={email} readOnly data-testid="profile-email" />
              </FormField>
              <TextField
                form={shown}
                name="oldPassword"
                label="Old Password"
                type="password"
                autoComplete="current-password"
                constraintText="Minimum 6 characters"
                testId="profile-old-password"
              />
              <TextField
                form={shown}
                name="password"
                label="New Password"
                type="password"
                autoComplete="new-password"
                constraintText="Minimum 6 characters"
                testId="profile-password"
              />
              <TextField
                form={shown}
                name="confirmPassword"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                constraintText="Should match the New Password"
                testId="profile-confirm-password"
              />
            </FormSection>
          )}
          {step === 1 && (
            <FormSection header={STEPS[1].title} testId="profile-step-2">
              <TextField
                form={shown}
                name="firstName"
                label="First Name"
                autoComplete="given-name"
                testId="profile-first-name"
              />
              <TextField
                form={shown}
                name="lastName"
                label="Last Name"
                autoComplete="family-name"
                testId="profile-last-name"
              />
              <DateField
                label="Date of Birth"
                value={form.values.dateOfBirth ?? ''}
                onChange={(v) => form.set('dateOfBirth', v)}
                onBlur={() => form.touch('dateOfBirth')}
                errorText={shown.shownError('dateOfBirth')}
                toYear={new Date().getFullYear()}
                testId="profile-date-of-birth"
              />
            </FormSection>
          )}
          {step === 2 && (
            <FormSection
              header={STEPS[2].title}
              testId="profile-step-3"
              wide={
                <SpaceBetween size="l">
                  <Header variant="h3">Bank data</Header>
                  <ColumnLayout columns={2}>
                    <FormField label="Bank" errorText={shown.shownError('bankCode')}>
                      <Select
                        selectedOption={bankOption(form.values.bankCode ?? '')}
                        options={BANK_OPTIONS}
                        filteringType="auto"
                        placeholder="Choose a bank"
                        onChange={(e) => form.set('bankCode', e.detail.selectedOption.value ?? '')}
                        data-testid="profile-bank"
                      />
                    </FormField>
                    <TextField
                      form={shown}
                      name="accountNumber"
                      label="Account Number"
                      testId="profile-account-number"
                    />
                  </ColumnLayout>
                </SpaceBetween>
              }
            >
              <TextField
                form={shown}
                name="address"
                label="Address"
                autoComplete="street-address"
                testId="profile-address"
              />
              <TextField form={shown} name="city" label="City" autoComplete="address-level2" testId="profile-city" />
              <FormField label="Country" errorText={shown.shownError('country')}>
                <Select
                  selectedOption={
                    form.values.country ? { value: form.values.country, label: form.values.country } : null
                  }
                  options={COUNTRY_OPTIONS}
                  filteringType="auto"
                  placeholder="Choose a country"
                  onChange={(e) => form.set('country', e.detail.selectedOption.value ?? '')}
                  data-testid="profile-country"
                />
              </FormField>
              <TextField
                form={shown}
                name="postalCode"
                label="Postal Code"
                autoComplete="postal-code"
                testId="profile-postal-code"
              />
            </FormSection>
          )}
          {step === 3 && (
            <FormSection
              header={STEPS[3].title}
              testId="profile-step-4"
              wide={<MobileNumberStatus profile={profile} typed={form.values.mobileNumber} />}
            >
              <TextField
                form={shown}
                name="mobileNumber"
                label="Mobile Number"
                autoComplete="tel"
                constraintText="E.164 format, e.g. +60123456789. A new number is verified by a code sent to it."
                testId="profile-mobile"
              />
            </FormSection>
          )}
        </SpaceBetween>
      </FormShell>
      {dialog}
    </ContentLayout>
  );
}

/**
 * Whether the number on record is verified, and the step that verifies it: a number a manager or
 * an import put on the profile must be proved by a code before withdrawal codes go there.
 */
function MobileNumberStatus({ profile, typed }: { profile: Employee; typed: string }) {
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(false);
  if (!profile.mobileNumber || typed.trim() !== profile.mobileNumber) return null;
  if (profile.mobileNumberVerified) {
    return (
      <StatusIndicator type="success" data-testid="profile-mobile-verified">
        Verified: your Advance Pay codes are sent to this number.
      </StatusIndicator>
    );
  }
  return (
    <>
      <Alert
        type="warning"
        data-testid="profile-mobile-unverified"
        action={
          <Button formAction="none" onClick={() => setVerifying(true)} data-testid="profile-verify-mobile">
            Verify this number
          </Button>
        }
      >
        This number is not verified yet, so Advance Pay cannot send your verification codes to it.
      </Alert>
      {verifying && (
        <MobileVerificationModal
          onRecord
          mobileNumber={profile.mobileNumber}
          onCancel={() => setVerifying(false)}
          onVerified={() => {
            setVerifying(false);
            void queryClient.invalidateQueries({ queryKey: callableKey('employees-getEmployeeProfile', {}) });
          }}
        />
      )}
    </>
  );
}
