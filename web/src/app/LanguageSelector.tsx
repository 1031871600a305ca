import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, type Language } from '../lib/i18n';

/** A real <select>: keyboard and screen-reader friendly; the choice is saved under `language`. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-selector">
      <label htmlFor={id}>{t('app.languageLabel')}</label>
      <select
        id={id}
        data-testid="language-select"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`app.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
