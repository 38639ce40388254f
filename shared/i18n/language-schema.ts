import { z } from 'zod';
import { LANGUAGES } from './languages';

/**
 * One of the product's languages, as a schema (the user record, `users-setLanguage`). Apart from
 * languages.ts, which the site's first download carries, so that it does not bring zod along.
 */
export const LanguageSchema = z.enum(LANGUAGES);
