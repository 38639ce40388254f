/** A server list's `search` input: the text typed, trimmed, or nothing when it is blank (the list unsearched). */
export const searchInput = (text: string): { search?: string } => (text.trim() ? { search: text.trim() } : {});
