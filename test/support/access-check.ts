import { installAccessCheck } from '../../dev/access-check';

/**
 * Setup of every `stack` test file: the stack's own process holds the callables to their
 * declarations; tests also run jobs' handlers in their worker (runJob), so the worker holds them
 * to theirs the same way. Test code outside a job or callable is not checked.
 */
await installAccessCheck((line) => console.error(line));
