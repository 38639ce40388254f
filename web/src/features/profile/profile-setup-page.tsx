import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MobileNumberSchema, type Employee } from '../../../../shared/domain/employees/employee';
import {
  BankFormSchema,
  changedOwnProfileFields,
  ownProfileValues,
  PROFILE_NOT_FOUND,
} from '../../../../shared/domain/employees/employee-profile';
import { useCallableQuery } from '../../api/hooks';
import { BankForm } from '../../components/bank-form';
import { FormShell } from '../../components/form-page';
import { PageSpinner } from '../../components/page-spinner';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { TextField, useZodForm } from '../../components/zod-form';
import { useProfileSave } from './use-profile-save';
import { paths } from '../../../../shared/routes';
import { useT } from '../../i18n/i18n';

/** The bank form plus the mobile number the codes go to. */
const ProfileSetupSchema = BankFormSchema.extend({ mobileNumber: MobileNumberSchema });

/** /profile-setup: 'USER PROFILE' — the employee completes the bank data and mobile number, then logs in again. */
export function ProfileSetupPage() {
  const t = useT();
  const profile = useCallableQuery('employees-getEmployeeProfile', {}, { errorToast: PROFILE_NOT_FOUND });
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('profile.completeYourProfile')}>
          {t('profile.userProfile')}
        </Header>
      }
    >
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.data ? (
        <ProfileSetupForm profile={profile.data} />
      ) : (
        <Alert type="error" data-testid="profile-missing">
          {t.localize(profile.error.errorInfo?.message ?? PROFILE_NOT_FOUND)}
        </Alert>
      )}
    </ContentLayout>
  );
}

function ProfileSetupForm({ profile }: { profile: Employee }) {
  const t = useT();
  const navigate = useNavigateTo();
  const current = ownProfileValues(profile);
  const form = useZodForm(ProfileSetupSchema, {
    firstName: current.firstName,
    lastName: current.lastName,
    employeeICNumber: profile.employeeICNumber,
    bankCode: current.bankCode,
    accountNumber: current.accountNumber,
    mobileNumber: current.mobileNumber,
  });
  const leaveGuard = useLeaveGuard(form.isDirty);
  const { save, saving, failure, dialog } = useProfileSave(
    () => navigate(paths.logout(), { replace: true }),
    leaveGuard.allowNextLeave,
  );

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
        cancelLabel={t('common.cancel')}
        submitTestId="profile-setup-save"
        busy={saving}
        error={failure && t.localize(failure)}
        leaveGuard={leaveGuard}
      >
        <Container>
          <SpaceBetween size="l">
            <BankForm form={form} icReadOnly />
            <TextField
              form={form}
              name="mobileNumber"
              label={t('profile.mobileNumber')}
              autoComplete="tel"
              constraintText={t('profile.mobileConstraintShort')}
              testId="profile-setup-mobile"
            />
          </SpaceBetween>
        </Container>
      </FormShell>
      {dialog}
    </>
  );
}
