import { lazyScreen } from '@web/lib/lazyScreen';

/** Insights: mood over time, the Year in Pixels, words, tags and times of day. */
export const InsightsScreen = lazyScreen(() => import('./InsightsScreen'));

/** The same, printed for a therapist with only the notes the person chooses. */
export const ReportScreen = lazyScreen(() => import('./ReportScreen'));
