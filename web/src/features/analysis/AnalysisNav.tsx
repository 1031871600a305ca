import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

type Destination = 'home' | 'calendar' | 'emotion' | 'analysis';

const paths: Record<Destination, string> = {
  home: '/',
  calendar: '/calendar',
  emotion: '/emotion',
  analysis: '/analysis',
};

/** The links at the foot of the analysis and chat screens. */
export function AnalysisNav({ to }: { to: Destination[] }) {
  const { t } = useTranslation();
  return (
    <nav className="analysis-actions" aria-label={t('journal.navigation')}>
      {to.map((destination) => (
        <Link key={destination} className="button" to={paths[destination]}>
          {t(`analysis.nav.${destination}`)}
        </Link>
      ))}
    </nav>
  );
}
