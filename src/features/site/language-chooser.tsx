import { chooseLanguage, useTexts } from '../../i18n/i18n';
import { languages } from '../../i18n/languages';

/**
 * English, हिन्दी, ગુજરાતી: each named in its own script, so a visitor finds theirs whatever is
 * showing; one tap switches (buttons, not a select: no second step on a phone).
 */
export function LanguageChooser({ onChosen }: { onChosen?: () => void }) {
  const { t, language } = useTexts();
  return (
    <div className="language-chooser" role="group" aria-label={t('Language')}>
      {languages.map((entry) => (
        <button
          key={entry.code}
          type="button"
          lang={entry.code}
          className="language-option"
          aria-pressed={entry.code === language}
          onClick={() => {
            void chooseLanguage(entry.code);
            onChosen?.();
          }}
        >
          {entry.name}
        </button>
      ))}
    </div>
  );
}
