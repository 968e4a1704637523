import { useId } from 'react';
import { chooseLanguage, useTexts } from '../../i18n/i18n';
import { isLanguage, languages } from '../../i18n/languages';

/** English, हिन्दी, ગુજરાતી: each named in its own script, so a visitor finds theirs whatever is showing. */
export function LanguageChooser() {
  const { t, language } = useTexts();
  const id = useId();
  return (
    <div className="language-chooser">
      <label htmlFor={id} className="visually-hidden">
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {languages.map((entry) => (
          <option key={entry.code} value={entry.code} lang={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
