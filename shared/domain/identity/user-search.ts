import { z } from 'zod';

/**
 * The search of the users and administrators lists (users-getUsers, users-getAdministrators
 * `search`). A whole e-mail address is looked up exactly through its uniqueness claim (two GetItems,
 * however long the list); any other text is matched in the Lambda over the list's own reads
 * (DynamoDB has no case-insensitive filter), so a searched page reads at most
 * {@link USER_SEARCH_MAX_READS} users of one organisation and comes back short with a cursor beyond.
 */

/** The longest search text accepted: the longest e-mail address. */
export const USER_SEARCH_MAX_LENGTH = 254;

/** Users read per Query while searching: enough that a rare match fills a page in few round trips. */
export const USER_SEARCH_READ = 500;

/** Users read at most by one searched page of one organisation's (or the administrators') list. */
export const USER_SEARCH_MAX_READS = 2_000;

export const UserSearchSchema = z
  .string()
  .trim()
  .min(1, 'Search at least 1 character')
  .max(USER_SEARCH_MAX_LENGTH, `Search at most ${USER_SEARCH_MAX_LENGTH} characters`);

/** Is the search a whole e-mail address (then looked up exactly, not matched as text)? */
export const isWholeEmail = (search: string): boolean => z.email().safeParse(search.trim()).success;
