import { useTranslation } from 'react-i18next';
import { toggleTheme } from '@web/lib/theme';
import { Icon } from '@web/ui/icons';

/**
 * Light or dark, remembered under `theme`. Both faces are in the markup and the stylesheet shows
 * the one for the theme on screen (its icon and its name), so it is right from the first paint.
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-button" data-testid="theme-switch" onClick={toggleTheme}>
      <span className="theme-switch__to-dark">
        <Icon name="moon" />
        <span className="visually-hidden">{t('app.theme.toDark')}</span>
      </span>
      <span className="theme-switch__to-light">
        <Icon name="sun" />
        <span className="visually-hidden">{t('app.theme.toLight')}</span>
      </span>
    </button>
  );
}
