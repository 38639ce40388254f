import { useState } from 'react';

/** A server list's `search` input: the text typed, trimmed, or nothing when it is blank (the list unsearched). */
export const searchInput = (text: string): { search?: string } => (text.trim() ? { search: text.trim() } : {});

/**
 * The search of a server-paged table (shared/callables/list-search.ts): `input` goes into the list
 * callable's input (a new text is another list, which starts again at page 1), `search` into the
 * table's `server.search` (the box, debounced by the table).
 */
export function useServerSearch(placeholder: string) {
  const [text, setText] = useState('');
  return {
    input: searchInput(text),
    search: { text, onChange: setText, placeholder },
  };
}
