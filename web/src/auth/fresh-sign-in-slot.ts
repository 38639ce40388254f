import { useSyncExternalStore, type ComponentType } from 'react';

/**
 * Where the fresh sign-in prompt (fresh-sign-in.tsx, a Cloudscape modal) announces itself once a
 * page that may need it has loaded it: the employees' light shell then shows it, and never
 * downloads it for pages that cannot ask for it.
 */
let prompt: ComponentType | null = null;
const listeners = new Set<() => void>();

export function registerFreshSignInPrompt(component: ComponentType): void {
  if (prompt === component) return;
  prompt = component;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The prompt, once a page has loaded it (else null). */
export function useFreshSignInPrompt(): ComponentType | null {
  return useSyncExternalStore(
    subscribe,
    () => prompt,
    () => prompt,
  );
}
