/**
 * The `name` of a thrown value, if it has one. AWS SDK errors are told apart by it as well as by
 * `instanceof` (an error built by another copy of the SDK is not an instance of this copy's class).
 */
export function errorName(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'name' in err && typeof err.name === 'string'
    ? err.name
    : undefined;
}
