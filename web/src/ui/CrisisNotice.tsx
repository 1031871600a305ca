import { useTranslation } from 'react-i18next';
import type { Crisis } from '@domain/safety/response';
import './CrisisNotice.css';

/**
 * Help lines when the server's crisis detector fired on what the user wrote. Always open and at
 * the top: a person in despair must never have to click to find a phone number.
 */
export function CrisisNotice({ crisis }: { crisis: Crisis }) {
  const { t } = useTranslation();
  return (
    <section className="crisis-notice" role="alert" aria-labelledby="crisis-notice-title">
      <h2 id="crisis-notice-title">{t('crisisUi.title')}</h2>
      <p>{crisis.message}</p>
      <ul className="crisis-notice__lines">
        {crisis.lines.map((line) => (
          <li key={`${line.name}-${line.phone ?? line.url ?? ''}`}>
            <span className="crisis-notice__name">{line.name}</span>
            {line.phone && (
              <a className="crisis-notice__phone" href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>
                {t('crisisUi.call', { phone: line.phone })}
              </a>
            )}
            {line.url && (
              <a href={line.url} target="_blank" rel="noopener noreferrer">
                {t('crisisUi.website', { site: new URL(line.url).hostname })}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="crisis-notice__closing">{t('crisisUi.closing')}</p>
    </section>
  );
}
