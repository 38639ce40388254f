import { useEffect, useRef } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { clearSavedLocation, isAdmin, resetSession, safeSignOut, sessionQuery } from '../../auth/session';
import { paths } from '../../../../shared/routes';
import { useT } from '../../i18n/i18n';

/**
 * /logout: 'Logging Out...', forget the saved location, sign out, then the login page the person
 * signs in on: /internal for an administrator, /login for everyone else.
 */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Runs once even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void (async () => {
      clearSavedLocation();
      const session = await queryClient.query({ ...sessionQuery, staleTime: 'static' }).catch(() => null);
      await safeSignOut();
      await resetSession(queryClient);
      navigate(isAdmin(session) ? paths.internalLogin() : paths.login(), { replace: true });
    })();
  }, [navigate, queryClient]);

  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }} data-testid="logging-out">
      <Spinner size="large" />
      <Box variant="h2">{t('auth.loggingOut')}</Box>
    </Box>
  );
}
