import { logins as en } from '../../i18n/catalogue/en/logins';
import { logins as ms } from '../../i18n/catalogue/ms/logins';
import { logins as zh } from '../../i18n/catalogue/zh/logins';
import { serverCatalogue } from '../../i18n/server-messages';

/**
 * What the server sends about a login (a forgotten password's code, a new invitation), in the
 * person's language: an area of its own, so that only the Lambdas that send these bundle them.
 */
export const { messagesIn: loginMessagesIn } = serverCatalogue<keyof typeof en>({ en, ms, zh });
