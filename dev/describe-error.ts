/** An error as a log line shows it: its stack when it has one, else what was thrown. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack ?? err.message;
  if (typeof err === 'string') return err;
  // lib.d.ts types the result as string, but undefined, functions and symbols give undefined.
  const json = JSON.stringify(err) as string | undefined;
  return json ?? String(err);
}
