import type { CallableInput, CallableName } from '../../../shared/callables/index';

/** Query key of a callable: its name and payload. */
export const callableKey = <N extends CallableName>(name: N, input?: CallableInput<N>) =>
  (input === undefined ? [name] : [name, input]) as readonly unknown[];
