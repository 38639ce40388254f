import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useCallableMutation } from '../../api/hooks';
import { downloadText } from '../../components/download';
import { LightButton } from '../../components/light/light';
import { useT } from '../../i18n/i18n';

/**
 * Download my data (docs/rules.md#privacy): the employee's own profile, withdrawals, statements,
 * benefits, elections and notices as one JSON file, saved as `my-data-<date>.json`. The button is
 * a 44 px touch target; while the file is made it says so, and a failure says what to do.
 */
export function ProfileMyData() {
  const t = useT();
  const download = useCallableMutation('users-downloadMyData');
  const save = () =>
    download.mutate(
      {},
      {
        onSuccess: ({ fileName, document, url }) => {
          if (document) downloadText(fileName, JSON.stringify(document, null, 2), 'application/json;charset=utf-8');
          // A long history comes as a link to the same file (served as an attachment).
          else if (url) window.location.assign(url);
        },
      },
    );
  return (
    <Container
      header={
        <Header variant="h2" description={t('profile.myDataDescription')}>
          {t('profile.myData')}
        </Header>
      }
      data-testid="profile-my-data"
    >
      <div className="light-stack light-stack--s">
        <LightButton variant="primary" loading={download.isPending} onClick={save} testId="profile-my-data-download">
          {download.isPending ? t('profile.myDataPreparing') : t('profile.myDataDownload')}
        </LightButton>
        <div aria-live="polite" data-testid="profile-my-data-status">
          {download.isPending && <StatusIndicator type="loading">{t('profile.myDataPreparing')}</StatusIndicator>}
          {download.isSuccess && <StatusIndicator type="success">{t('profile.myDataSaved')}</StatusIndicator>}
          {download.isError && <StatusIndicator type="error">{t('profile.myDataFailed')}</StatusIndicator>}
        </div>
      </div>
    </Container>
  );
}
