import { useTranslation } from 'react-i18next';
import { MoodChart } from './MoodChart';
import { Section, Stats, Tags, TimeOfDay, Words } from './sections';
import type { Insights } from './types';
import { YearInPixels } from './YearInPixels';

/** The figures and charts of a range, in the order both the insights and the report show them. */
export function InsightsSections({ insights }: { insights: Insights }) {
  const { t } = useTranslation();
  return (
    <>
      <Stats insights={insights} />
      <Section id="mood" title={t('insights.mood.title')}>
        <MoodChart days={insights.days} from={insights.from} to={insights.to} />
      </Section>
      <Section id="pixels" title={t('insights.pixels.title')} hint={t('insights.pixels.hint')}>
        <YearInPixels days={insights.days} from={insights.from} to={insights.to} />
      </Section>
      <Section id="words" title={t('insights.words.title')}>
        <Words insights={insights} />
      </Section>
      <Section id="tags" title={t('insights.tags.title')} hint={t('insights.tags.hint')}>
        <Tags insights={insights} />
      </Section>
      <Section id="time" title={t('insights.time.title')}>
        <TimeOfDay insights={insights} />
      </Section>
    </>
  );
}
