import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { INTENSITY_MAX, INTENSITY_MIN } from '@domain/journal-rules';

const levels = Array.from(
  { length: INTENSITY_MAX - INTENSITY_MIN + 1 },
  (_, index) => INTENSITY_MIN + index,
);

/** How strongly, 1 to 5, optional: a second tap on the chosen level takes it back. */
export function IntensityPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <p id="intensity-label" className="field__label">
        {t('journal.intensityLabel')}
      </p>
      <div className="intensity" role="group" aria-labelledby="intensity-label">
        {levels.map((level) => (
          <button
            key={level}
            type="button"
            className="intensity__level"
            aria-pressed={value === level}
            aria-label={t('journal.intensityValue', {
              value: level,
              label: t(`emotions.intensity.${level}`),
            })}
            onClick={() => onChange(value === level ? undefined : level)}
          >
            <span className="intensity__bar" style={{ '--level': level } as CSSProperties} />
            <span className="intensity__number">{level}</span>
          </button>
        ))}
      </div>
      <p className="field__hint intensity__said" aria-live="polite">
        {value ? t(`emotions.intensity.${value}`) : ''}
      </p>
    </div>
  );
}
