import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, type Language } from '@web/lib/i18n';
import { Icon } from '@web/ui/icons';

/**
 * A real <select>, keyboard and screen-reader friendly; the choice is saved under `language`.
 * A phone shows the language's short name beside a globe; the list names every language in full.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('app.languageLabel')}
      </label>
      <Icon name="globe" className="language-selector__icon" />
      <span className="language-selector__code" aria-hidden="true">
        {t(`app.languages.short.${i18n.language}`)}
      </span>
      <select
        id={id}
        className="language-selector__select"
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
