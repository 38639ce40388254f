/** The server's field errors (a duplicate e-mail, a 400's details), keyed by form field. */
export function serverFieldErrors(
  error: { errorInfo?: { details?: { field?: string; message: string }[] } } | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of error?.errorInfo?.details ?? []) {
    const field = d.field?.split('.')[0];
    if (field && field !== 'modifiedAt' && !(field in out)) out[field] = d.message;
  }
  return out;
}
