import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Every screen is its own chunk: a visitor of the home page downloads the home page only. */
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

export interface ScreenRoute {
  path: string;
  Screen: LazyExoticComponent<ComponentType>;
  /** Protected: Loading… until the first auth result; no user → /login; unverified → /verify-email. */
  protected?: boolean;
}

export const screenRoutes: ScreenRoute[] = [
  { path: '/', Screen: screen(() => import('../features/home/HomeScreen')) },
  { path: '/test-home', Screen: screen(() => import('../features/home/WelcomeScreen')) },
  { path: '/login', Screen: screen(() => import('../features/auth/LoginScreen')) },
  { path: '/register', Screen: screen(() => import('../features/auth/RegisterScreen')) },
  { path: '/verify-email', Screen: screen(() => import('../features/auth/VerifyEmailScreen')) },
  { path: '/email-action', Screen: screen(() => import('../features/auth/EmailActionScreen')) },
  {
    path: '/emotion',
    Screen: screen(() => import('../features/journal/EmotionScreen')),
    protected: true,
  },
  {
    path: '/calendar',
    Screen: screen(() => import('../features/journal/CalendarScreen')),
    protected: true,
  },
  {
    path: '/day/:date',
    Screen: screen(() => import('../features/journal/DayScreen')),
    protected: true,
  },
  {
    path: '/instructions',
    Screen: screen(() => import('../features/journal/InstructionsScreen')),
    protected: true,
  },
  {
    path: '/profile',
    Screen: screen(() => import('../features/profile/ProfileScreen')),
    protected: true,
  },
  {
    path: '/life-counter',
    Screen: screen(() => import('../features/profile/LifeCounterScreen')),
    protected: true,
  },
  {
    path: '/day-analysis',
    Screen: screen(() => import('../features/analysis/DayAnalysisScreen')),
    protected: true,
  },
  {
    path: '/analysis',
    Screen: screen(() => import('../features/analysis/AnalysisScreen')),
    protected: true,
  },
  {
    path: '/week-analysis',
    Screen: screen(() => import('../features/analysis/WeekAnalysisScreen')),
    protected: true,
  },
  {
    path: '/assistant-chat',
    Screen: screen(() => import('../features/analysis/AssistantChatScreen')),
  },
  {
    path: '/payment',
    Screen: screen(() => import('../features/payment/PaymentScreen')),
    protected: true,
  },
];
