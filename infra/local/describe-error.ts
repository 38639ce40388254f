/** An error as a log line shows it: its stack when it has one, else what was thrown. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.stack ?? err.message;
  return typeof err === 'string' ? err : JSON.stringify(err) ?? String(err);
}
