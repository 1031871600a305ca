import { lazy } from 'react';

/** AI analysis: of the latest day, of a chosen day, of the week. */
export const AnalysisScreen = lazy(() => import('./AnalysisScreen'));
export const DayAnalysisScreen = lazy(() => import('./DayAnalysisScreen'));
export const WeekAnalysisScreen = lazy(() => import('./WeekAnalysisScreen'));
