import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * A line at the top while the device is offline, in the user's language: what the page shows may
 * be old, and it tries again by itself (the queries wait for the connection and then run).
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const t = useT();
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {t('common.offline')}
    </div>
  );
}
