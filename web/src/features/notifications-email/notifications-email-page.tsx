import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { updateNotificationsEmail } from '../../../../shared/callables/settings';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { FormPage, FormSection } from '../../components/form-page';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { SelectField } from '../../components/select-field';
import { useZodForm } from '../../components/zod-form';

/** The page's messages, kept as users know them ('successfuly' and 'recepient' included). */
export const NOTIFICATIONS_EMAIL_MESSAGES = {
  listFailed: 'Failed to retrieve management list!',
  getFailed: 'Failed to retrieve notifications email recepient!',
  updated: 'Transaction has been successfuly updated!',
  updateFailed: 'Failed to update data!',
} as const;

interface Manager {
  name: string;
  email: string;
  role: string;
}

function RecipientForm({
  managers,
  current,
}: {
  managers: Manager[];
  current: { notificationsEmail?: string; modifiedBy?: string; modifiedAt?: number };
}) {
  const queryClient = useQueryClient();
  // The callable's own schema: '* Required!' and '* Value must be a valid email!'.
  const form = useZodForm(updateNotificationsEmail.input, { notificationsEmail: current.notificationsEmail ?? '' });
  const update = useCallableMutation('settings-updateNotificationsEmail', {
    errorToast: NOTIFICATIONS_EMAIL_MESSAGES.updateFailed,
  });
  // The server answers them in key order: shown by name, then e-mail.
  const options = [...managers]
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
    .map((m) => ({ value: m.email, label: `${m.name} (${m.email}) - ${m.role}` }));
  const leaveGuard = useLeaveGuard(form.isDirty);

  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    update.mutate(fields, {
      onSuccess: () => {
        notify.success(NOTIFICATIONS_EMAIL_MESSAGES.updated);
        // Saved: the form starts afresh from the stored value once it is read again.
        leaveGuard.allowNextLeave();
        void queryClient.invalidateQueries({ queryKey: ['settings-getNotificationsEmail'] });
      },
    });
  };

  return (
    <FormPage
      title={TITLE}
      testId="notifications-email-form"
      onSubmit={save}
      submitTestId="notifications-email-save"
      busy={update.isPending}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header="Notifications Recipient"
        description="Receives an e-mail for every new Advance Pay withdrawal request of your employees."
        columns={1}
      >
        {managers.length === 0 && (
          <Alert type="info">
            Your organisation has no active Manager or Executive yet. Ask your administrator to add one, then choose the
            recipient here.
          </Alert>
        )}
        <SelectField
          form={form}
          name="notificationsEmail"
          label="Notifications Email"
          options={options}
          placeholder="Choose a Manager or Executive"
          testId="notifications-email-select"
        />
        {current.notificationsEmail && (
          <Box color="text-body-secondary" data-testid="notifications-email-current">
            {`Currently ${current.notificationsEmail}${current.modifiedBy ? `, set by ${current.modifiedBy} on ${formatDateTime(current.modifiedAt)}` : ''}.`}
          </Box>
        )}
      </FormSection>
    </FormPage>
  );
}

const TITLE = 'Notifications Email';

/** /settings/notifications-email: choose who is told of new withdrawal requests. */
export function NotificationsEmailPage() {
  // Every page: the recipients are the organisation's few managers, offered in one choice.
  const managers = useAllPages(
    'settings-getManagementList',
    {},
    { errorToast: NOTIFICATIONS_EMAIL_MESSAGES.listFailed },
  );
  const current = useCallableQuery(
    'settings-getNotificationsEmail',
    {},
    { errorToast: NOTIFICATIONS_EMAIL_MESSAGES.getFailed },
  );
  let body;
  if (managers.isPending || current.isPending) body = <Spinner size="large" />;
  else if (managers.isError || current.isError) {
    body = (
      <Alert
        type="error"
        action={
          <Button
            onClick={() => {
              void managers.refetch();
              void current.refetch();
            }}
          >
            Retry
          </Button>
        }
      >
        {managers.isError ? NOTIFICATIONS_EMAIL_MESSAGES.listFailed : NOTIFICATIONS_EMAIL_MESSAGES.getFailed}
      </Alert>
    );
  } else {
    // Keyed by the stored value: a reload after a save starts the form afresh.
    return (
      <RecipientForm
        key={`${current.data.notificationsEmail ?? ''}@${current.data.modifiedAt ?? 0}`}
        managers={managers.data}
        current={current.data}
      />
    );
  }
  return <ContentLayout header={<Header variant="h1">{TITLE}</Header>}>{body}</ContentLayout>;
}
