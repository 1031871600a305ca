import { lazyScreen } from '@web/lib/lazyScreen';

/** The journal: today (the entry form), the calendar, a day, the instructions. Each screen is its own chunk. */
export const TodayScreen = lazyScreen(() => import('./TodayScreen'));
export const CalendarScreen = lazyScreen(() => import('./CalendarScreen'));
export const DayScreen = lazyScreen(() => import('./DayScreen'));
export const InstructionsScreen = lazyScreen(() => import('./InstructionsScreen'));

/** Entries written offline: sent by the layout whenever the connection returns. */
export { OutboxSender } from './OutboxSender';
export { outboxKeyOf, waitingCount } from './outbox';
