import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
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
  PROFILE_NOT_FOUND,
  type OwnProfileField,
} from '../../../../shared/domain/employees/employee-profile';
import { useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { BANK_OPTIONS, bankOption } from '../../components/bank-form';
import { DateField } from '../../components/date-field';
import { FormSection, FormShell } from '../../components/form-page';
import { PageSpinner } from '../../components/page-spinner';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import { MobileVerificationModal, refreshWithdrawalSteps, useProfileSave } from './use-profile-save';
import { paths } from '../../../../shared/routes';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../i18n/i18n';
import { LanguageChoice } from '../../i18n/language-choice';
import { saveUserLanguage } from '../../i18n/user-language';
import { ProfileWithdrawalNotices } from './withdrawal-notices-switch';
import { ProfileMyData } from './my-data-download';
import { ProfileOwnLimits } from './own-limits';

type FormField = OwnProfileField | 'oldPassword' | 'password' | 'confirmPassword';

/** The wizard's 4 steps and the fields each one checks before Next. */
const STEPS: { title: MessageId; fields: FormField[] }[] = [
  { title: 'profile.stepAccount', fields: ['oldPassword', 'password', 'confirmPassword'] },
  { title: 'profile.stepPersonal', fields: ['firstName', 'lastName', 'dateOfBirth'] },
  { title: 'profile.stepLocation', fields: ['address', 'city', 'country', 'postalCode', 'bankCode', 'accountNumber'] },
  { title: 'profile.mobileNumber', fields: ['mobileNumber'] },
];

const COUNTRY_OPTIONS = COUNTRY_NAMES.map((name) => ({ value: name, label: name }));

/** /profile: the employee's own profile as a 4-step wizard. */
export function ProfilePage() {
  const t = useT();
  const profile = useCallableQuery('employees-getEmployeeProfile', {}, { errorToast: PROFILE_NOT_FOUND });
  if (profile.isPending) return <PageSpinner />;
  if (!profile.data) {
    return (
      <ContentLayout header={<Header variant="h1">{t('shell.profile')}</Header>}>
        <SpaceBetween size="l">
          <Alert type="error" data-testid="profile-missing">
            {t.localize(profile.error.errorInfo?.message ?? PROFILE_NOT_FOUND)}
          </Alert>
          <ProfileLanguage />
        </SpaceBetween>
      </ContentLayout>
    );
  }
  // Keyed by version: a saved profile starts the wizard again from its new values.
  return <ProfileWizard key={profile.data.modifiedAt} profile={profile.data} />;
}

function ProfileWizard({ profile }: { profile: Employee }) {
  const t = useT();
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
  const localizedError = (f: FormField) => {
    const error = shown.shownError(f);
    return error === undefined ? undefined : t.localize(error);
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
    <ContentLayout header={<Header variant="h1">{t('shell.profile')}</Header>}>
      {/* Each step is the shared form shell: Enter in a field goes to the next step (Save on the last). */}
      <FormShell
        testId="profile-form"
        onSubmit={last ? submit : next}
        onCancel={() => navigate(paths.logout())}
        cancelLabel={t('common.cancel')}
        cancelTestId="profile-cancel"
        extraActions={
          <Button
            formAction="none"
            iconName="angle-left"
            disabled={step === 0}
            onClick={() => setStep((s) => s - 1)}
            data-testid="profile-back"
          >
            {t('common.back')}
          </Button>
        }
        submitLabel={last ? t('common.save') : t('common.next')}
        submitTestId={last ? 'profile-save' : 'profile-next'}
        busy={saving}
        error={failure && t.localize(failure)}
        leaveGuard={leaveGuard}
      >
        <SpaceBetween size="l">
          <ProgressBar
            value={((step + 1) / STEPS.length) * 100}
            label={t('profile.progress', { step: step + 1, count: STEPS.length, title: t(STEPS[step].title) })}
            additionalInfo={STEPS.map((s) => t(s.title)).join(' · ')}
            data-testid="profile-progress"
          />
          {step === 0 && (
            <FormSection
              header={t(STEPS[0].title)}
              testId="profile-step-1"
              before={<Alert type="info">{t('profile.passwordHint')}</Alert>}
            >
              <FormField label={t('profile.email')}>
                <Input value={email} readOnly data-testid="profile-email" />
              </FormField>
              <TextField
                form={shown}
                name="oldPassword"
                label={t('profile.oldPassword')}
                type="password"
                autoComplete="current-password"
                constraintText={t('auth.minimum6')}
                testId="profile-old-password"
              />
              <TextField
                form={shown}
                name="password"
                label={t('auth.newPassword')}
                type="password"
                autoComplete="new-password"
                constraintText={t('auth.passwordRule')}
                testId="profile-password"
              />
              <TextField
                form={shown}
                name="confirmPassword"
                label={t('profile.confirmPassword')}
                type="password"
                autoComplete="new-password"
                constraintText={t('auth.shouldMatch')}
                testId="profile-confirm-password"
              />
            </FormSection>
          )}
          {step === 1 && (
            <FormSection header={t(STEPS[1].title)} testId="profile-step-2">
              <TextField
                form={shown}
                name="firstName"
                label={t('profile.firstName')}
                autoComplete="given-name"
                testId="profile-first-name"
              />
              <TextField
                form={shown}
                name="lastName"
                label={t('profile.lastName')}
                autoComplete="family-name"
                testId="profile-last-name"
              />
              <DateField
                label={t('profile.dateOfBirth')}
                value={form.values.dateOfBirth ?? ''}
                onChange={(v) => form.set('dateOfBirth', v)}
                onBlur={() => form.touch('dateOfBirth')}
                errorText={localizedError('dateOfBirth')}
                toYear={new Date().getFullYear()}
                testId="profile-date-of-birth"
              />
            </FormSection>
          )}
          {step === 2 && (
            <FormSection
              header={t(STEPS[2].title)}
              testId="profile-step-3"
              wide={
                <SpaceBetween size="l">
                  <Header variant="h3">{t('profile.bankData')}</Header>
                  <ColumnLayout columns={2}>
                    <FormField label={t('profile.bank')} errorText={localizedError('bankCode')}>
                      <Select
                        selectedOption={bankOption(form.values.bankCode ?? '')}
                        options={BANK_OPTIONS}
                        filteringType="auto"
                        placeholder={t('profile.chooseBank')}
                        onChange={(e) => form.set('bankCode', e.detail.selectedOption.value ?? '')}
                        data-testid="profile-bank"
                      />
                    </FormField>
                    <TextField
                      form={shown}
                      name="accountNumber"
                      label={t('profile.accountNumber')}
                      testId="profile-account-number"
                    />
                  </ColumnLayout>
                </SpaceBetween>
              }
            >
              <TextField
                form={shown}
                name="address"
                label={t('profile.address')}
                autoComplete="street-address"
                testId="profile-address"
              />
              <TextField
                form={shown}
                name="city"
                label={t('profile.city')}
                autoComplete="address-level2"
                testId="profile-city"
              />
              <FormField label={t('profile.country')} errorText={localizedError('country')}>
                <Select
                  selectedOption={
                    form.values.country ? { value: form.values.country, label: form.values.country } : null
                  }
                  options={COUNTRY_OPTIONS}
                  filteringType="auto"
                  placeholder={t('profile.chooseCountry')}
                  onChange={(e) => form.set('country', e.detail.selectedOption.value ?? '')}
                  data-testid="profile-country"
                />
              </FormField>
              <TextField
                form={shown}
                name="postalCode"
                label={t('profile.postalCode')}
                autoComplete="postal-code"
                testId="profile-postal-code"
              />
            </FormSection>
          )}
          {step === 3 && (
            <FormSection
              header={t(STEPS[3].title)}
              testId="profile-step-4"
              wide={<MobileNumberStatus profile={profile} typed={form.values.mobileNumber} />}
            >
              <TextField
                form={shown}
                name="mobileNumber"
                label={t('profile.mobileNumber')}
                autoComplete="tel"
                constraintText={t('profile.mobileConstraint')}
                testId="profile-mobile"
              />
            </FormSection>
          )}
        </SpaceBetween>
      </FormShell>
      {dialog}
      <Box margin={{ top: 'l' }}>
        <SpaceBetween size="l">
          <ProfileLanguage />
          <ProfileWithdrawalNotices />
          {session?.role === 'employee' ? <ProfileOwnLimits /> : null}
          <ProfileMyData />
        </SpaceBetween>
      </Box>
    </ContentLayout>
  );
}

/** The site's language: shown in it at once, and kept on the user for every device they sign in from. */
function ProfileLanguage() {
  const t = useT();
  return (
    <Container
      header={
        <Header variant="h2" description={t('profile.languageDescription')}>
          {t('common.language')}
        </Header>
      }
      data-testid="profile-language"
    >
      <LanguageChoice onChosen={(l) => void saveUserLanguage(l)} />
    </Container>
  );
}

/**
 * Whether the number on record is verified, and the step that verifies it: a number a manager or
 * an import put on the profile must be proved by a code before withdrawal codes go there.
 */
function MobileNumberStatus({ profile, typed }: { profile: Employee; typed: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(false);
  if (!profile.mobileNumber || typed.trim() !== profile.mobileNumber) return null;
  if (profile.mobileNumberVerified) {
    return (
      <StatusIndicator type="success" data-testid="profile-mobile-verified">
        {t('profile.mobileVerified')}
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
            {t('profile.verifyThisNumber')}
          </Button>
        }
      >
        {t('profile.mobileUnverified')}
      </Alert>
      {verifying && (
        <MobileVerificationModal
          onRecord
          mobileNumber={profile.mobileNumber}
          onCancel={() => setVerifying(false)}
          onVerified={() => {
            setVerifying(false);
            // The profile, Get Paid's balance and the user record show the verified number at once.
            void refreshWithdrawalSteps(queryClient);
          }}
        />
      )}
    </>
  );
}
