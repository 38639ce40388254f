import { LANGUAGE_NAMES, LANGUAGES, LOCALE_OF, type Language } from '../../../shared/i18n/languages';
import { switchLanguage, useT } from './i18n';

/**
 * The three languages, each named in itself, as buttons a thumb can hit (44 px). Choosing one
 * shows the site in it at once and keeps it on this device; `onChosen` then keeps it elsewhere
 * (on the user, when signed in).
 */
export function LanguageChoice({ onChosen }: { onChosen?: (language: Language) => void }) {
  const t = useT();
  return (
    <nav className="language-choice" aria-label={t('common.language')} data-testid="language-choice">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={LOCALE_OF[language]}
          aria-pressed={t.language === language}
          data-testid={`language-${language}`}
          onClick={() => {
            void switchLanguage(language, { remember: true }).then(() => onChosen?.(language));
          }}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </nav>
  );
}
