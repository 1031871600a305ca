import { lazyScreen } from '@web/lib/lazyScreen';

/** AI analysis: of the latest day, of a chosen day, of the week, of the month. */
export const AnalysisScreen = lazyScreen(() => import('./AnalysisScreen'));
export const DayAnalysisScreen = lazyScreen(() => import('./DayAnalysisScreen'));
export const WeekAnalysisScreen = lazyScreen(() => import('./WeekAnalysisScreen'));
export const MonthAnalysisScreen = lazyScreen(() => import('./MonthAnalysisScreen'));
