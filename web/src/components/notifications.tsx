import { useT } from '../i18n/i18n';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api/client';

/** Life of a success or info toast; errors stay until dismissed. */
export const DEFAULT_TOAST_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds; 0 = persistent. */
  durationMs: number;
  /**
   * Raised in the task still running: the result of the action that may be navigating right now
   * (a save then its redirect), so it goes along to the next page. Cleared once the task ends.
   */
  fresh: boolean;
}

type Listener = () => void;

/**
 * One module-level store so both React components (through `useNotify`) and
 * non-React code (the query cache's global error handler) can raise toasts.
 */
let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
let nextId = 0;

const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: string): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function push(kind: ToastKind, message: string, durationMs = kind === 'error' ? 0 : DEFAULT_TOAST_MS): string {
  const id = `toast-${++nextId}`;
  toasts = [...toasts, { id, kind, message, durationMs, fresh: true }];
  emit();
  // The router settles a navigation in microtasks of the task that asked for it, so a timer
  // (a later task) ends the toast's chance to go along with that navigation.
  setTimeout(() => {
    toasts = toasts.map((t) => (t.id === id ? { ...t, fresh: false } : t));
  }, 0);
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/**
 * Another page opens: success and info toasts of the page left behind go, so a message never
 * follows the user around; the one just raised by the action that navigated stays, and errors
 * stay until dismissed.
 */
export function clearToastsOnPageChange(): void {
  const kept = toasts.filter((t) => t.kind === 'error' || t.fresh);
  if (kept.length === toasts.length) return;
  toasts = kept;
  emit();
}

/** The server's message when the error carries one, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errorInfo?.message) return error.errorInfo.message;
  return fallback;
}

/** The notifier every screen uses. */
export const notify = {
  /** A toast with a check mark; dismisses itself after `durationMs` (default 5 s). */
  success: (message: string, durationMs?: number) => push('success', message, durationMs),
  /** A toast with a warning mark showing exactly `message`; stays until dismissed unless given a duration. */
  error: (message: string, durationMs?: number) => push('error', message, durationMs),
  info: (message: string, durationMs?: number) => push('info', message, durationMs),
  /** A warning toast with the server message if present, else `fallback`. */
  apiError: (error: unknown, fallback: string, durationMs?: number) =>
    push('error', errorMessage(error, fallback), durationMs),
  dismiss: dismissToast,
};
export type Notify = typeof notify;

/** Raise toasts from a component. */
export function useNotify(): Notify {
  return notify;
}

/** The current toasts; renders again when they change. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * The current toasts as light elements (the sign-in pages and the employee shell; the management
 * shell shows them in Cloudscape's Flashbar, notifications-flashbar.tsx). Errors read as an alert.
 */
export function Notifications() {
  const current = useToasts();
  const text = useT();
  return (
    <div data-testid="notifications">
      <ul className="light-toasts" aria-label={text('shell.notifications')}>
        {current.map((t) => (
          <li
            key={t.id}
            className={`light-toast light-toast--${t.kind}`}
            role={t.kind === 'error' ? 'alert' : 'status'}
          >
            <span data-testid={`toast-${t.kind}`}>{text.localize(t.message)}</span>
            <button type="button" aria-label={text('common.dismiss')} onClick={() => dismissToast(t.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
