import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeTags, TAG_MAX, TAGS_MAX } from '@domain/journal-rules';
import { Icon } from '@web/ui/icons';

/**
 * What the day held, optional and folded away: everyday and wartime suggestions to tap, and
 * the person's own words. Wartime states are tags, not emotions (EXPERIENCE.md).
 */
export function TagPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState('');
  const groups = {
    everyday: t('tags.everyday', { returnObjects: true }) as string[],
    wartime: t('tags.wartime', { returnObjects: true }) as string[],
  };
  const suggested = new Set(Object.values(groups).flat());
  const own = value.filter((tag) => !suggested.has(tag));
  const full = value.length >= TAGS_MAX;

  const toggle = (tag: string) =>
    onChange(value.includes(tag) ? value.filter((t) => t !== tag) : normalizeTags([...value, tag]));

  const addDraft = () => {
    if (!draft.trim() || full) return;
    onChange(normalizeTags([...value, draft]));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <details className="tags disclosure">
      <summary className="tags__summary">
        <span className="field__label">{t('journal.tagsLabel')}</span>
        {value.length > 0 && (
          <span className="badge">{t('journal.tagsChosen', { count: value.length })}</span>
        )}
        <Icon name="chevronRight" className="disclosure__chevron" />
      </summary>
      <div className="stack tags__body">
        {(Object.keys(groups) as (keyof typeof groups)[]).map((group) => (
          <div
            key={group}
            className="stack stack--sm"
            role="group"
            aria-labelledby={`${ids}-${group}`}
          >
            <p id={`${ids}-${group}`} className="tags__group">
              {t(group === 'everyday' ? 'journal.tagsEveryday' : 'journal.tagsWartime')}
            </p>
            <div className="chips">
              {groups[group].map((tag) => (
                <button
                  key={tag}
                  type="button"
                  className="chip chip--tag"
                  aria-pressed={value.includes(tag)}
                  disabled={full && !value.includes(tag)}
                  onClick={() => toggle(tag)}
                >
                  {tag}
                </button>
              ))}
            </div>
          </div>
        ))}
        {own.length > 0 && (
          <div className="chips">
            {own.map((tag) => (
              <button
                key={tag}
                type="button"
                className="chip chip--tag"
                aria-pressed="true"
                aria-label={t('journal.tagRemove', { tag })}
                onClick={() => toggle(tag)}
              >
                {tag}
                <Icon name="close" className="chip__remove" />
              </button>
            ))}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-own`} className="field__label">
            {t('journal.tagsOwn')}
          </label>
          <div className="input-row">
            <input
              id={`${ids}-own`}
              className="input"
              value={draft}
              maxLength={TAG_MAX}
              enterKeyHint="done"
              disabled={full}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="button" className="button" disabled={full} onClick={addDraft}>
              {t('journal.tagAdd')}
            </button>
          </div>
          {full && <p className="field__hint">{t('journal.tagsLimit', { max: TAGS_MAX })}</p>}
        </div>
      </div>
    </details>
  );
}
