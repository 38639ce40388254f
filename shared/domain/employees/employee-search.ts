/**
 * The directory search (employees-getEmployees `search`): DynamoDB has no case-insensitive filter,
 * so the Lambda matches the rows it reads; this bounds what one call reads, so a rare match in a
 * very large directory answers a short page with a cursor instead of holding the request.
 */
export const SEARCH_MAX_READS = 2_000;

/** The longest search text accepted. */
export const SEARCH_MAX_LENGTH = 100;
