import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@web/lib/account';
import { api } from '@web/lib/api';
import { appLanguage } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useSession } from '@web/lib/session';
import { CrisisNotice } from '@web/ui/CrisisNotice';
import { QueryView } from '@web/ui/QueryView';

/**
 * The country whose lines to show: the profile's once it is read; a visitor, or a profile
 * that cannot be read, gets the lines of the language's country (the server decides).
 */
function useCountry(): { country?: string; settled: boolean } {
  const { state } = useSession();
  const profile = useProfile();
  if (state.status !== 'signedIn') return { settled: state.status === 'signedOut' };
  if (profile.isPending) return { settled: false };
  return { country: profile.data?.country || undefined, settled: true };
}

/** "Get help now": the same card a flagged note brings, for anyone, at any time. */
export default function HelpScreen() {
  const { t, i18n } = useTranslation();
  const language = appLanguage(i18n.language);
  const { country, settled } = useCountry();
  const helplines = useQuery({
    queryKey: queryKeys.helplines(language, country),
    queryFn: ({ signal }) =>
      api('GET /api/helplines', { query: { language, ...(country ? { country } : {}) }, signal }),
    enabled: settled,
    staleTime: Infinity,
  });
  return (
    <section className="stack stack--lg" aria-label={t('crisisUi.getHelp')}>
      <QueryView
        query={helplines}
        loading={t('crisisUi.helpLoading')}
        errorText={t('crisisUi.helpLoadError')}
      >
        {(crisis) => <CrisisNotice crisis={crisis} />}
      </QueryView>
    </section>
  );
}
