import { lazyScreen } from '@web/lib/lazyScreen';

/** "Get help now": the help lines of the person's country, from every screen. */
export const HelpScreen = lazyScreen(() => import('./HelpScreen'));
