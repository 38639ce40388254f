import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../api/client';
import { reauthenticate, WrongPassword } from './reauthenticate';
import { readSession, SESSION_KEY, useSession } from './session';
import { registerFreshSignInPrompt } from './fresh-sign-in-slot';

/** The person closed the prompt: the change was not made. */
export class FreshSignInCancelled extends Error {
  constructor() {
    super('Nothing was changed: this change needs your current password.');
    this.name = 'FreshSignInCancelled';
  }
}

interface Pending {
  message: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Ask for the current password (the prompt below); resolves once the user has signed in again. */
export function requestFreshSignIn(message: string): Promise<void> {
  pending?.reject(new FreshSignInCancelled());
  return new Promise<void>((resolve, reject) => {
    pending = { message, resolve, reject };
    emit();
  });
}

const settle = (outcome: 'signedIn' | 'cancelled') => {
  const p = pending;
  pending = null;
  emit();
  if (outcome === 'signedIn') p?.resolve();
  else p?.reject(new FreshSignInCancelled());
};

/**
 * Run a call that may need a recent sign-in: when the API answers 403 REAUTHENTICATION_REQUIRED
 * (a new bank account, mobile number or password from a session signed in a while ago), ask for
 * the current password, sign in again and run the call once more. Rejects with
 * {@link FreshSignInCancelled} when the person closes the prompt.
 */
export async function withFreshSignIn<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'REAUTHENTICATION_REQUIRED') throw error;
    await requestFreshSignIn(error.message);
    return call();
  }
}

/** The prompt itself, mounted once in the shell. */
export function FreshSignInPrompt() {
  const current = useSyncExternalStore(subscribe, () => pending);
  const session = useSession().data;
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!current || !session) return null;

  const close = () => {
    setPassword('');
    setProblem(null);
    settle('cancelled');
  };
  const confirm = async () => {
    if (!password) {
      setProblem('*Required');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await reauthenticate(session.email, password);
      queryClient.setQueryData(SESSION_KEY, await readSession());
      setPassword('');
      settle('signedIn');
    } catch (error) {
      if (error instanceof WrongPassword) setProblem(error.message);
      else {
        // The fresh sign-in failed after the old session ended: the guards take the user to a login.
        setPassword('');
        settle('cancelled');
        queryClient.setQueryData(SESSION_KEY, await readSession());
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={close}
      header="Confirm it's you"
      data-testid="fresh-sign-in"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={close} data-testid="fresh-sign-in-cancel">
              Cancel
            </Button>
            <Button variant="primary" onClick={() => void confirm()} loading={busy} data-testid="fresh-sign-in-confirm">
              Confirm
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <SpaceBetween size="m">
          <Box>{current.message}</Box>
          <Box variant="small" color="text-body-secondary">
            Changes that decide where your money goes need a recent sign-in. You stay on this page; the change is made
            once you confirm.
          </Box>
          <FormField label="Current Password" errorText={problem ?? undefined}>
            <Input
              type="password"
              value={password}
              autoComplete="current-password"
              autoFocus
              onChange={(e) => setPassword(e.detail.value)}
              data-testid="fresh-sign-in-password"
            />
          </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}

/** Whether an error is the prompt being closed (show "nothing changed" rather than a failure). */
export const isFreshSignInCancelled = (error: unknown): error is FreshSignInCancelled =>
  error instanceof FreshSignInCancelled;

// The employees' light shell shows the prompt from the moment a page that may need it is loaded.
registerFreshSignInPrompt(FreshSignInPrompt);
