import { randomUUID } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

/** The repository root (dev/ is two levels down). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * The Lambda context the local stack gives: everything but the completion callbacks (`done`,
 * `fail`, `succeed`), long deprecated, which no handler of ours calls.
 */
export type LocalContext = Omit<Context, 'done' | 'fail' | 'succeed'>;

/** A handler module's export, as loaded: what it takes and answers is the caller's to know. */
export type AnyHandler = (event: unknown, context: LocalContext) => Promise<unknown>;

const cache = new Map<string, Promise<AnyHandler>>();

/**
 * Load a handler module by its path relative to the repository root (the registry's
 * convention) once, and answer its `handler`. Loaded lazily, so a callable whose handler is not
 * written yet only fails when it is called.
 */
export function loadHandler(path: string): Promise<AnyHandler> {
  const file = isAbsolute(path) ? path : resolve(REPO_ROOT, path);
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href).then((mod: { handler?: unknown; default?: { handler?: unknown } }) => {
      const handler = mod.handler ?? mod.default?.handler;
      if (typeof handler !== 'function') throw new Error(`${path} does not export a handler`);
      return handler as AnyHandler;
    });
    loaded.catch(() => cache.delete(file));
    cache.set(file, loaded);
  }
  return loaded;
}

/** A Lambda context good enough for middy and Powertools. */
export function lambdaContext(functionName: string, timeoutSeconds = 29): LocalContext {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
}
