import { parseRequest, type ParseReply, type ParseRequest } from './load-import-file';

/**
 * The import file's parse, off the page's thread: a large or hostile spreadsheet can take the
 * worker's time and memory, never the page's (the page ends the worker when it takes too long).
 */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ParseRequest>) => void) | null;
  postMessage(reply: ParseReply): void;
};

scope.onmessage = (e) => scope.postMessage(parseRequest(e.data));
