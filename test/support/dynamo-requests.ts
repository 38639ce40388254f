import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { currentPrincipal } from '../../infra/local/access-check';
import { currentClientHook, setClientHook } from '../../lambdas/core/clients/hook';

/**
 * DynamoDB requests counted by the callable making them (the local access check's principal), on
 * every DynamoDB client the handlers create from now on. Used by the load benchmark (bench/load.ts)
 * and by the reads-per-call guard (test/integration/reads-per-call.test.ts).
 *
 * What counts: one SDK command is one request, whatever it carries. A BatchGetItem or
 * TransactGetItems of many keys is ONE read; a Query is one read per page; an UpdateItem with
 * ReturnValues is a write (it is billed and throttled as one).
 */

/** The commands that read; every other command of the DynamoDB client writes. */
const READ_COMMANDS = new Set([
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);

export interface RequestCount {
  reads: number;
  writes: number;
  /** The command names, in the order they were sent (to say what a callable reads). */
  commands: string[];
}

/** The part of an SDK client the counter needs (any v3 client). */
interface CountableClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: unknown) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: unknown) => Promise<unknown>,
      options: { step: 'initialize'; name: string },
    ): void;
  };
}

export const isReadCommand = (commandName: string): boolean => READ_COMMANDS.has(commandName);

/**
 * Start counting: the counts by callable name, filled as the handlers run, and `stop` to stop. The local stack's own
 * client hook (the access check) is kept: the counter is added after it. Clients already created are
 * dropped, so every handler client from now on is counted.
 */
export function countRequestsByCallable(): { counts: Map<string, RequestCount>; stop: () => void } {
  const counts = new Map<string, RequestCount>();
  const previous = currentClientHook();
  setClientHook((client) => {
    previous?.(client);
    if (!(client instanceof DynamoDBClient)) return;
    (client as unknown as CountableClient).middlewareStack.add(
      (next, context) => (args) => {
        const principal = currentPrincipal();
        if (principal?.kind === 'callable') {
          const count = counts.get(principal.name) ?? { reads: 0, writes: 0, commands: [] };
          const command = context.commandName ?? 'UnknownCommand';
          if (isReadCommand(command)) count.reads += 1;
          else count.writes += 1;
          count.commands.push(command);
          counts.set(principal.name, count);
        }
        return next(args);
      },
      { step: 'initialize', name: 'requestCounter' },
    );
  });
  // Back to the hook as it was (the clients counted so far are dropped with it).
  return { counts, stop: () => setClientHook(previous) };
}
