import { UNREADABLE_FILE, type LoadedFile, type ParseReply, type ParseRequest } from './load-import-file';

/** A parse that takes longer than this is ended: no employee list needs it. */
export const PARSE_TIMEOUT_MS = 30_000;
export const PARSE_TOO_SLOW =
  'The file took too long to read, so it was not read. Please upload an .xlsx or .csv file made from the template.';

/** A refusal to show the person as it is. */
export class ParseRefusal extends Error {
  override readonly name = 'ParseRefusal';
}

/**
 * Parse and check an import file in a Web Worker of its own (parse.worker.ts), so the page stays
 * responsive whatever the file holds. The bytes are transferred to the worker. Resolves with the
 * loaded file; rejects with a ParseRefusal carrying the message (refused, unreadable, too slow).
 * `cancel` ends the worker at once (another file was chosen).
 */
export function parseInWorker(
  name: string,
  bytes: ArrayBuffer,
  timeoutMs = PARSE_TIMEOUT_MS,
): { result: Promise<LoadedFile>; cancel: () => void } {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), {
    type: 'module',
    name: 'import-file-parser',
  });
  let settle: (outcome: ParseReply | 'cancelled') => void = () => undefined;
  // Started before `settle` is set: it calls whatever `settle` is when it fires.
  const timer = setTimeout(() => settle({ ok: false, message: PARSE_TOO_SLOW }), timeoutMs);
  const result = new Promise<LoadedFile>((resolve, reject) => {
    settle = (outcome) => {
      clearTimeout(timer);
      worker.terminate();
      settle = () => undefined;
      if (outcome === 'cancelled') reject(new ParseRefusal('cancelled'));
      else if (outcome.ok) resolve(outcome.loaded);
      else reject(new ParseRefusal(outcome.message));
    };
  });
  worker.onmessage = (e: MessageEvent<ParseReply>) => settle(e.data);
  // The worker died (out of memory, a script error): the file could not be read.
  worker.onerror = (e) => {
    e.preventDefault();
    settle({ ok: false, message: UNREADABLE_FILE });
  };
  worker.onmessageerror = () => settle({ ok: false, message: UNREADABLE_FILE });
  worker.postMessage({ name, bytes } satisfies ParseRequest, [bytes]);
  return { result, cancel: () => settle('cancelled') };
}
