import { LightButton } from '../../components/light/light';
import { useNavigateTo } from '../../components/use-navigate-to';
import { routeOf } from '../../app/access';
import { useT } from '../../i18n/i18n';
import { GET_PAID_PATH } from './messages';

/** The Get Paid action, offered once its page exists in the route table. */
export function GetPaidButton({ primary, testId }: { primary?: boolean; testId?: string }) {
  const navigate = useNavigateTo();
  const t = useT();
  if (!routeOf(GET_PAID_PATH)) return null;
  return (
    <LightButton
      variant={primary ? 'primary' : 'normal'}
      block={primary}
      testId={testId}
      onClick={() => navigate(GET_PAID_PATH)}
    >
      {t('shell.getPaid')}
    </LightButton>
  );
}
