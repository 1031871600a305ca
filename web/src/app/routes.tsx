import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import {
  AnalysisScreen,
  DayAnalysisScreen,
  MonthAnalysisScreen,
  WeekAnalysisScreen,
} from '@web/features/analysis';
import { AssistantChatScreen } from '@web/features/assistant';
import {
  EmailActionScreen,
  ForgotPasswordScreen,
  LoginScreen,
  RegisterScreen,
  VerifyEmailScreen,
} from '@web/features/auth';
import { HelpScreen } from '@web/features/help';
import { InsightsScreen, ReportScreen } from '@web/features/insights';
import { TestHomeScreen } from '@web/features/home';
import { CalendarScreen, DayScreen, InstructionsScreen, TodayScreen } from '@web/features/journal';
import { PaymentScreen, PaymentSuccessScreen } from '@web/features/payment';
import { LifeCounterScreen, ProfileScreen } from '@web/features/profile';
import type { LazyScreen } from '@web/lib/lazyScreen';
import { HomeRoute } from './HomeRoute';

/** The primary screens: the tab bar on a phone, the top navigation on a wider screen. */
export const sections = [
  'today',
  'calendar',
  'insights',
  'analysis',
  'assistant',
  'profile',
] as const;
export type Section = (typeof sections)[number];

export const sectionPaths: Record<Section, string> = {
  today: '/',
  calendar: '/calendar',
  insights: '/insights',
  analysis: '/analysis',
  assistant: '/assistant-chat',
  profile: '/profile',
};

export interface ScreenRoute {
  path: string;
  Screen: ComponentType;
  /** Starts fetching the screen's code (a lazy screen's own, or what `/` shows the signed-in). */
  preload?: () => Promise<unknown>;
  /**
   * `protected`: Loading… until the first auth result; no user → /login; unverified →
   * /verify-email. `public`: anyone. The assistant is open and checks access itself (SPEC §2).
   */
  access: 'public' | 'protected';
  /** The screen's name in the browser tab, before the product's. */
  titleKey: string;
  /** The navigation item the screen belongs to. */
  section?: Section;
}

/** Every screen is its own chunk (see each feature's index.ts): a visitor loads the home page only. */
export const screenRoutes: ScreenRoute[] = [
  {
    path: '/',
    Screen: HomeRoute,
    // The app starts at `/` only for someone who may be signed in: today is what they will see.
    preload: TodayScreen.preload,
    access: 'public',
    titleKey: 'nav.today',
    section: 'today',
  },
  { path: '/test-home', Screen: TestHomeScreen, access: 'public', titleKey: 'welcome.title' },
  { path: '/login', Screen: LoginScreen, access: 'public', titleKey: 'auth.login.title' },
  { path: '/register', Screen: RegisterScreen, access: 'public', titleKey: 'auth.register.title' },
  {
    path: '/forgot-password',
    Screen: ForgotPasswordScreen,
    access: 'public',
    titleKey: 'auth.forgot.title',
  },
  {
    path: '/verify-email',
    Screen: VerifyEmailScreen,
    access: 'public',
    titleKey: 'auth.verify.title',
  },
  {
    path: '/email-action',
    Screen: EmailActionScreen,
    access: 'public',
    titleKey: 'auth.emailAction.title',
  },
  {
    path: '/emotion',
    Screen: TodayScreen,
    access: 'protected',
    titleKey: 'journal.title',
    section: 'today',
  },
  {
    path: '/calendar',
    Screen: CalendarScreen,
    access: 'protected',
    titleKey: 'calendar.title',
    section: 'calendar',
  },
  {
    path: '/day/:date',
    Screen: DayScreen,
    access: 'protected',
    titleKey: 'day.title',
    section: 'calendar',
  },
  {
    path: '/instructions',
    Screen: InstructionsScreen,
    access: 'protected',
    titleKey: 'instructions.title',
  },
  {
    path: '/profile',
    Screen: ProfileScreen,
    access: 'protected',
    titleKey: 'profile.title',
    section: 'profile',
  },
  {
    path: '/life-counter',
    Screen: LifeCounterScreen,
    access: 'protected',
    titleKey: 'lifeCounter.title',
    section: 'profile',
  },
  {
    path: '/day-analysis',
    Screen: DayAnalysisScreen,
    access: 'protected',
    titleKey: 'analysis.day.titleNoDate',
    section: 'analysis',
  },
  {
    path: '/analysis',
    Screen: AnalysisScreen,
    access: 'protected',
    titleKey: 'analysis.latest.title',
    section: 'analysis',
  },
  {
    path: '/week-analysis',
    Screen: WeekAnalysisScreen,
    access: 'protected',
    titleKey: 'analysis.week.title',
    section: 'analysis',
  },
  {
    path: '/month-analysis',
    Screen: MonthAnalysisScreen,
    access: 'protected',
    titleKey: 'analysis.month.title',
    section: 'analysis',
  },
  {
    path: '/insights',
    Screen: InsightsScreen,
    access: 'protected',
    titleKey: 'insights.title',
    section: 'insights',
  },
  {
    path: '/report',
    Screen: ReportScreen,
    access: 'protected',
    titleKey: 'report.title',
    section: 'insights',
  },
  {
    path: '/assistant-chat',
    Screen: AssistantChatScreen,
    access: 'public',
    titleKey: 'chat.title',
    section: 'assistant',
  },
  {
    path: '/payment',
    Screen: PaymentScreen,
    access: 'protected',
    titleKey: 'payment.title',
    section: 'profile',
  },
  {
    path: '/payments/success',
    Screen: PaymentSuccessScreen,
    access: 'protected',
    titleKey: 'payment.verify.title',
    section: 'profile',
  },
  // Open to anyone: help must never wait on a sign-in.
  { path: '/help', Screen: HelpScreen, access: 'public', titleKey: 'crisisUi.getHelp' },
];

/** Starts fetching the code of the screen at `pathname`, while the app is still starting. */
export function preloadScreen(pathname: string) {
  const route = screenRoutes.find((candidate) => matchPath(candidate.path, pathname));
  const preload = route?.preload ?? (route?.Screen as Partial<LazyScreen> | undefined)?.preload;
  void preload?.();
}
