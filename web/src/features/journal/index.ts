import { lazy } from 'react';

/** The journal: today (the entry form), the calendar, a day, the instructions. Each screen is its own chunk. */
export const TodayScreen = lazy(() => import('./TodayScreen'));
export const CalendarScreen = lazy(() => import('./CalendarScreen'));
export const DayScreen = lazy(() => import('./DayScreen'));
export const InstructionsScreen = lazy(() => import('./InstructionsScreen'));
