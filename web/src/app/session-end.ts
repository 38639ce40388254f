import { useEffect } from 'react';
import { notify } from '../components/notifications';
import { ACCOUNT_LOCKED } from '../features/auth/login-flow';
import { paths } from '../../../shared/routes';
import { useNavigateTo } from '../components/use-navigate-to';

/** Refusals of the current user's record after which the session cannot go on. */
const SESSION_ENDING_CODES = ['ACCOUNT_LOCKED', 'NOT_FOUND', 'ORGANISATION_SUSPENDED'];

/**
 * A locked account, a missing user record or a suspended organisation ends the session: the
 * reason as a toast, then /logout. Both shells (the employees' and the portal's) watch the user's
 * record with it.
 */
export function useSessionEnding(error: { code?: string; message?: string } | null | undefined): void {
  const navigate = useNavigateTo();
  const endCode = SESSION_ENDING_CODES.includes(error?.code ?? '') ? error?.code : undefined;
  const endMessage = error?.message;
  useEffect(() => {
    if (!endCode) return;
    // The reason goes along to /logout however long the page takes to come (the logout page
    // passes it on to the login page).
    if (endCode === 'ACCOUNT_LOCKED') notify.error(ACCOUNT_LOCKED, { carried: 1 });
    // The server's words: the organisation is suspended or closed, and whom to ask.
    if (endCode === 'ORGANISATION_SUSPENDED' && endMessage) notify.error(endMessage, { carried: 1 });
    navigate(paths.logout(), { replace: true });
  }, [endCode, endMessage, navigate]);
}
