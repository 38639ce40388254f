import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/** Asked before leaving a form with unsaved changes. */
export const LEAVE_PAGE_MESSAGE = 'Leave page? You will lose unsaved changes.';

/**
 * Asks before leaving while `dirty`: in-app navigation through react-router's blocker (the
 * caller shows the question while `blocker.state === 'blocked'`), reloads and closing the tab
 * through the browser's own beforeunload prompt. `allowNextLeave()` lets a save navigate away.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Browsers before the standard's preventDefault (Chrome before 119) prompt only when the legacy
      // `returnValue` is set; they show a generic text instead of it. The event is viewed as such a legacy event.
      const legacyEvent: { returnValue: unknown } = e;
      legacyEvent.returnValue = LEAVE_PAGE_MESSAGE;
      return LEAVE_PAGE_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNextLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowNextLeave };
}
