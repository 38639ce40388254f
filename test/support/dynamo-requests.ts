import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { currentPrincipal } from '../../dev/access-check';
import { currentClientHook, setClientHook, type ClientHook } from '../../lambdas/core/clients/hook';

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

/** An AWS client as the client hook hands it over. */
export type HookedClient = Parameters<ClientHook>[0];

/**
 * Call `onRequest` with every request of every AWS client the product creates from now on (the
 * cached clients are dropped), after the hook already set (the local access check) has run. Answers
 * how to stop: the hook as it was.
 */
let counters = 0;
export function onEveryRequest(onRequest: (client: HookedClient, commandName: string) => void): () => void {
  const previous = currentClientHook();
  setClientHook((client) => {
    previous?.(client);
    (client as unknown as CountableClient).middlewareStack.add(
      (next, context) => (args) => {
        onRequest(client, context.commandName ?? 'UnknownCommand');
        return next(args);
      },
      // A name of its own: two counters may be on one client (the benchmark's and a test's).
      { step: 'initialize', name: `requestCounter${(counters += 1)}` },
    );
  });
  return () => setClientHook(previous);
}

/** Start counting DynamoDB requests by callable: the counts, filled as the handlers run, and `stop`. */
export function countRequestsByCallable(): { counts: Map<string, RequestCount>; stop: () => void } {
  const counts = new Map<string, RequestCount>();
  const stop = onEveryRequest((client, command) => {
    const principal = currentPrincipal();
    if (!(client instanceof DynamoDBClient) || principal?.kind !== 'callable') return;
    const count = counts.get(principal.name) ?? { reads: 0, writes: 0, commands: [] };
    if (isReadCommand(command)) count.reads += 1;
    else count.writes += 1;
    count.commands.push(command);
    counts.set(principal.name, count);
  });
  return { counts, stop };
}

/** DynamoDB requests made by `fn` in this process (a counting middleware on the shared client, whoever calls). */
export async function countRequests<T>(fn: () => Promise<T>): Promise<{ result: T; requests: number }> {
  let requests = 0;
  const name = `count-${ulid()}`;
  (await ddbDoc()).middlewareStack.add(
    (next) => (args) => {
      requests++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await fn(), requests };
  } finally {
    (await ddbDoc()).middlewareStack.remove(name);
  }
}
