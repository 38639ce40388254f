import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallableInput, CallableName, CallableOutput } from '../../../../shared/callables/index';
import { useCallableMutation } from '../../api/hooks';
import { notify } from '../notifications';
import { chooseForApproval, type ApprovalRule } from './approval-rule';

/** What an approval list tells `useApproveSelection`. */
export interface ApproveSelectionOptions<T, N extends CallableName> extends ApprovalRule<T> {
  /** The bulk approval callable. */
  callable: N;
  /** Its payload for the rows approved. */
  input: (rows: readonly T[]) => CallableInput<N>;
  /** Ask before approving: `approveSelected` opens the question (`confirming`), `confirm` approves. */
  confirm?: boolean;
  /** The toasts: `approved` after success (none when it gives undefined), `failed` when the call fails. */
  messages: {
    approved: string | ((result: CallableOutput<N>, rows: readonly T[]) => string | undefined);
    failed: string;
  };
  /** What the list reads, read again once the approval has settled, whatever its outcome. */
  reload: readonly QueryKey[] | (() => unknown);
  /** Runs the call (e.g. `withFreshSignIn`). */
  run?: <R>(call: () => Promise<R>) => Promise<R>;
  /** After success, beside the toast (e.g. follow a job the server started). */
  onApproved?: (result: CallableOutput<N>) => void;
}

/**
 * One approval list's "Approve Selected": the table's selection, the spec's rule of which selected
 * rows are approved and its refusal toast, the mutation with its toasts, the reload of the list
 * once it settles, and the selection cleared after a success (`clearSelection`, handed to the table).
 */
export function useApproveSelection<T, N extends CallableName>(options: ApproveSelectionOptions<T, N>) {
  const { callable, input, messages, reload, run, onApproved } = options;
  const queryClient = useQueryClient();
  const mutation = useCallableMutation(callable, { errorToast: messages.failed, ...(run ? { run } : {}) });
  const [selected, setSelected] = useState<readonly T[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Bumped after each success: the table clears its selection when it changes.
  const [clearSelection, setClearSelection] = useState(0);
  const onSelectionChange = useCallback((rows: readonly T[]) => setSelected(rows), []);

  const choose = () => chooseForApproval(selected, options);

  const send = (rows: readonly T[]) =>
    mutation.mutate(input(rows), {
      onSuccess: (result) => {
        setSelected([]);
        setClearSelection((n) => n + 1);
        const message = typeof messages.approved === 'function' ? messages.approved(result, rows) : messages.approved;
        if (message) notify.success(message);
        onApproved?.(result);
      },
      // Lists reload after an action completes, whatever the outcome, to show what is stored.
      onSettled: () => {
        setConfirming(false);
        if (typeof reload === 'function') void reload();
        else for (const queryKey of reload) void queryClient.invalidateQueries({ queryKey });
      },
    });

  const approveSelected = () => {
    const choice = choose();
    if ('refusal' in choice) notify[choice.refusal.kind](choice.refusal.message);
    else if (options.confirm) setConfirming(true);
    else send(choice.rows);
  };

  const confirmApproval = () => {
    const choice = choose();
    if ('rows' in choice) send(choice.rows);
  };

  return {
    /** The rows selected in the table. */
    selected,
    /** For the table's `onSelectionChange`. */
    onSelectionChange,
    /** For the table's `clearSelection`. */
    clearSelection,
    /** The Approve Selected button's action. */
    approveSelected,
    /** The approval is running. */
    isPending: mutation.isPending,
    /** With `confirm`: the question is open; `confirmApproval` approves, `cancelApproval` closes it. */
    confirming,
    confirmApproval,
    cancelApproval: () => setConfirming(false),
  };
}

/** What `useApproveSelection` gives a list. */
export type ApproveSelection<T> = ReturnType<typeof useApproveSelection<T, CallableName>>;
