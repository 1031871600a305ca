import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownFamilies, type KnownFamily } from '@domain/emotions/family';
import type { FamilyWords } from '@web/lib/vocabulary';
import { FamilyShape } from '@web/ui/icons';

/** The most common words show first; the rest one tap away. */
const FIRST_WORDS = 10;

/**
 * The four families on the two axes people know from How We Feel (energy, pleasantness), each
 * with its colour and shape; a tap shows its words, a tap on a word writes it. Words outside
 * the list are welcome: the field above stays free text.
 */
export function FamilyPicker({
  words,
  chosen,
  onChoose,
}: {
  words: FamilyWords;
  chosen: string;
  onChoose: (word: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<KnownFamily>();
  const [all, setAll] = useState(false);
  const shown = open ? (all ? words[open] : words[open].slice(0, FIRST_WORDS)) : [];

  return (
    <div className="stack stack--sm">
      <div className="family-grid" role="group" aria-label={t('journal.familyPickerLabel')}>
        {knownFamilies.map((family) => (
          <button
            key={family}
            type="button"
            className={`family-tile family family--${family}`}
            aria-pressed={open === family}
            aria-controls={open === family ? 'family-words' : undefined}
            onClick={() => {
              setOpen(open === family ? undefined : family);
              setAll(false);
            }}
          >
            <FamilyShape family={family} className="family-tile__shape" />
            <span className="family-tile__text">
              <span className="family-tile__label">{t(`emotions.families.${family}.label`)}</span>
              <span className="family-tile__description">
                {t(`emotions.families.${family}.description`)}
              </span>
            </span>
          </button>
        ))}
      </div>
      {open && (
        <div
          id="family-words"
          className="chips"
          role="group"
          aria-label={t('journal.suggestionsLabel')}
        >
          {shown.map((word) => (
            <button
              key={word}
              type="button"
              className={`chip family family--${open}`}
              aria-pressed={chosen === word}
              onClick={() => onChoose(word)}
            >
              <FamilyShape family={open} className="chip__shape" />
              {word}
            </button>
          ))}
          {words[open].length > FIRST_WORDS && (
            <button type="button" className="chip chip--more" onClick={() => setAll(!all)}>
              {all ? t('journal.showFewerWords') : t('journal.showAllWords')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
