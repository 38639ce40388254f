import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The name a detail page shows for itself in the breadcrumbs (a user's name instead of 'User
 * Details'), once it has loaded. Kept per path, so a label never sticks to another page.
 */
interface PageLabel {
  pathname: string;
  label: string;
}

let current: PageLabel | null = null;
const listeners = new Set<() => void>();
const set = (next: PageLabel | null) => {
  current = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** A page names itself in the breadcrumbs while it is shown (nothing while `label` is undefined). */
export function usePageLabel(label: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return;
    const mine = { pathname, label };
    set(mine);
    return () => {
      if (current === mine) set(null);
    };
  }, [pathname, label]);
}

/** The label the page at `pathname` gave itself, if any. */
export function usePageLabelOf(pathname: string): string | undefined {
  const label = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return label?.pathname === pathname ? label.label : undefined;
}
