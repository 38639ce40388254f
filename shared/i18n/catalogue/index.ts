/**
 * The catalogue of messages (docs/i18n.md): one folder per language, one file per area of the site.
 * English is the source (the spec's texts letter for letter, ICU message syntax); Malay and
 * Chinese translate every English message, which the typecheck holds: a missing or extra id in an
 * area file is a type error.
 */
import { en } from './en';
import type { enBase } from './en/base';
import type { enServer } from './en/server';

export { en };
/** An id of the site's messages. */
export type MessageId = keyof typeof en;
export type Catalogue = Readonly<Record<MessageId, string>>;
/** The messages the site loads with the language (the others load with their pages: en/base.ts). */
export type BaseCatalogue = Readonly<Record<keyof typeof enBase, string>>;
/** An id of what the server sends a person (SMS, e-mails, notices, the statement's PDF). */
export type ServerMessageId = keyof typeof enServer;
export type ServerCatalogue = Readonly<Record<ServerMessageId, string>>;
/** One area's translation: exactly the ids of its English file, each a string. */
export type Translation<English> = { readonly [Id in keyof English]: string };
