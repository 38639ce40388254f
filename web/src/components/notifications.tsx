import { useSyncExternalStore } from 'react';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { ApiError } from '../api/client';

/** Default life of a toast (spec part 1 §9: 5000 ms); 0 keeps it until dismissed. */
export const DEFAULT_TOAST_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds; 0 = persistent. */
  durationMs: number;
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

function push(kind: ToastKind, message: string, durationMs = DEFAULT_TOAST_MS): string {
  const id = `toast-${++nextId}`;
  toasts = [...toasts, { id, kind, message, durationMs }];
  emit();
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** The server's message when the error carries one, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errorInfo?.message) return error.errorInfo.message;
  return fallback;
}

/** The notifier every screen uses. */
export const notify = {
  /** A toast with a check mark. */
  success: (message: string, durationMs?: number) => push('success', message, durationMs),
  /** A toast with a warning mark showing exactly `message`. */
  error: (message: string, durationMs?: number) => push('error', message, durationMs),
  info: (message: string, durationMs?: number) => push('info', message, durationMs),
  /** A warning toast with the server message if present, else `fallback` (spec part 1 §8). */
  apiError: (error: unknown, fallback: string, durationMs?: number) => push('error', errorMessage(error, fallback), durationMs),
  dismiss: dismissToast,
};
export type Notify = typeof notify;

/** Raise toasts from a component. */
export function useNotify(): Notify {
  return notify;
}

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The Flashbar showing the current toasts (placed once per layout). */
export function Notifications() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const items: FlashbarProps.MessageDefinition[] = current.map((t) => ({
    id: t.id,
    // Errors carry the warning mark (spec: "a toast with a warning mark").
    type: t.kind === 'error' ? 'warning' : t.kind,
    content: <span data-testid={`toast-${t.kind}`}>{t.message}</span>,
    dismissible: true,
    dismissLabel: 'Dismiss',
    onDismiss: () => dismissToast(t.id),
  }));
  return (
    <div data-testid="notifications">
      <Flashbar items={items} />
    </div>
  );
}
