import { useTranslation } from 'react-i18next';
import type { Family } from '@domain/emotions/family';
import { FamilyShape } from './icons';

/**
 * An emotion as the app shows it everywhere: the family's shape in its colour, then the word.
 * The family's name is there for screen readers, so nothing rests on colour alone.
 */
export function EmotionMark({ emotion, family = 'other' }: { emotion: string; family?: Family }) {
  const { t } = useTranslation();
  return (
    <span className={`emotion-mark family family--${family}`}>
      <FamilyShape family={family} className="emotion-mark__shape" />
      <span className="emotion-mark__word">{emotion}</span>
      <span className="visually-hidden">({t(`emotions.families.${family}.label`)})</span>
    </span>
  );
}
