/**
 * The language remembered on the user (docs/i18n.md): a choice made on a sign-in page is saved to
 * the user once signed in; otherwise the user's saved language, if any, is shown (a new device).
 */
import { useEffect } from 'react';
import type { Language } from '../../../shared/i18n/languages';
import { isLanguage } from '../../../shared/i18n/languages';
import { api } from '../api/client';
import { queryClient } from '../api/query-client';
import { callableKey } from '../api/callable-key';
import { messages, switchLanguage } from './i18n';

const TO_SAVE_KEY = 'languageToSave';

/** A language chosen before signing in: saved to the user after the sign-in (this tab only). */
export function rememberChosenOnSignIn(language: Language): void {
  try {
    sessionStorage.setItem(TO_SAVE_KEY, language);
  } catch {
    // Not saved to the user; this device still remembers it.
  }
}

function takeChosenOnSignIn(): Language | undefined {
  try {
    const chosen = sessionStorage.getItem(TO_SAVE_KEY);
    sessionStorage.removeItem(TO_SAVE_KEY);
    return isLanguage(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}

/** Saves `language` on the signed-in user; the user record read next carries it. */
export async function saveUserLanguage(language: Language): Promise<void> {
  await api.call('users-setLanguage', { language });
  await queryClient.invalidateQueries({ queryKey: callableKey('users-getCurrentUser') });
}

/**
 * Once the user's record is in: a language chosen on the sign-in page is saved to it; else the
 * record's language, when it has one, is shown and kept on this device.
 */
export function useUserLanguage(user: { language?: Language } | undefined): void {
  const saved = user?.language;
  const loaded = user !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const chosen = takeChosenOnSignIn();
    if (chosen) {
      if (chosen !== saved) void saveUserLanguage(chosen).catch(() => undefined);
      return;
    }
    if (saved && saved !== messages().language) void switchLanguage(saved, { remember: true });
  }, [loaded, saved]);
}
