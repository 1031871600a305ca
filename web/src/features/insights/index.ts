import { lazyScreen } from '@web/lib/lazyScreen';

/** Insights: mood over time, the Year in Pixels, words, tags and times of day. */
export const InsightsScreen = lazyScreen(() => import('./InsightsScreen'));
