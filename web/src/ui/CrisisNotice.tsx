import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crisis } from '@domain/safety/response';
import './CrisisNotice.css';

type Line = Crisis['lines'][number];

function languageNames(codes: string[], locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

function HelpLine({ line }: { line: Line }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="crisis-card__line">
      <span className="crisis-card__name">{line.name}</span>
      {line.audience !== 'everyone' && (
        <span className="crisis-card__audience">{t(`crisisUi.audience.${line.audience}`)}</span>
      )}
      <div className="crisis-card__reach">
        {line.tel && (
          <a className="crisis-card__call" href={`tel:${line.tel}`}>
            {t('crisisUi.call', { phone: line.phone ?? line.tel })}
          </a>
        )}
        {line.url && (
          <a href={line.url} target="_blank" rel="noopener noreferrer">
            {t('crisisUi.website', { site: new URL(line.url).hostname })}
          </a>
        )}
      </div>
      <p className="crisis-card__detail">
        {t('crisisUi.hours', { hours: line.hours })}
        {line.languages.length > 0 && (
          <>
            <br />
            {t('crisisUi.languages', { list: languageNames(line.languages, i18n.language) })}
          </>
        )}
      </p>
    </li>
  );
}

/**
 * One calm card with the help lines of the person's country: after a save, an analysis or a
 * message the server's detector flagged, and on "Get help now". Never an alarm, always open (a
 * person in despair must not have to click to find a number), and what they wrote is saved
 * whatever happens. `live`: it appears in answer to something the person did, so a screen
 * reader says so without taking the focus from where they are writing.
 */
export function CrisisNotice({ crisis, live = false }: { crisis: Crisis; live?: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className="crisis-card"
      role={live ? 'status' : undefined}
      aria-labelledby={titleId}
      data-testid="crisis-card"
    >
      <h2 id={titleId} className="crisis-card__title">
        {crisis.title}
      </h2>
      <p>{crisis.message}</p>
      <p className="crisis-card__grounding">{crisis.grounding}</p>
      <ul className="crisis-card__lines">
        {crisis.lines.map((line) => (
          <HelpLine key={line.id} line={line} />
        ))}
      </ul>
      <p className="crisis-card__closing">{t('crisisUi.closing')}</p>
    </section>
  );
}
