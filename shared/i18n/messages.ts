/**
 * Formatting the catalogue's messages in one language (messages-core.ts) with the whole catalogue:
 * for what the server sends a person and for the tests. The site loads the catalogue area by area
 * (web/src/i18n/i18n.ts) and uses messages-core.ts with the areas it has.
 */
import { en, type Catalogue, type MessageId } from './catalogue';
import type { Language } from './languages';
import { findMessageIn, Messages as MessagesOf, type MessageValues } from './messages-core';

export type { MessageValues };

/** The catalogue id and values of an English text, if the catalogue has it. */
export const findMessage = (text: string): { id: MessageId; values?: MessageValues } | undefined =>
  findMessageIn(en, text);

/** The messages of one language: its whole catalogue, English texts found in the whole English one. */
export class Messages extends MessagesOf {
  constructor(language: Language, catalogue: Catalogue) {
    super(language, catalogue, en);
  }
}
