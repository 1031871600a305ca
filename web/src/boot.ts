import './styles/tokens.css';
import './styles/base.css';
import { showLoginPreview } from '@web/features/auth/preview';
import { hasVisitorHome, showVisitorHome } from '@web/features/home/visitor';
import { showTodayPreview } from '@web/features/journal/preview';
import { storedLanguage } from '@web/lib/language';
import { loadLocale } from '@web/lib/localeFiles';
import { loadCognito, maybeSignedIn, storedSession } from '@web/lib/session-store';

/**
 * The page's one script. A visitor on the home page gets the prerendered welcome and a few
 * kilobytes of script; everyone else (a signed-in person, any other screen) gets the app: a
 * visitor signing in with the prerendered sign-in page painted while it loads, a returning
 * writer with today's screen.
 */
const { pathname } = window.location;
const session = storedSession();
if (pathname === '/' && !maybeSignedIn() && hasVisitorHome()) {
  showVisitorHome();
} else if (pathname === '/login' && !maybeSignedIn()) {
  showLoginPreview();
  // The sign-in page paints before the app's code is asked for: on a slow network the app's
  // first bytes would otherwise hold back the page the person is waiting to see.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else if ((pathname === '/' || pathname === '/emotion') && session?.user.emailVerified) {
  // A returning writer sees today's screen at once, the same way (someone still to verify their
  // email is sent on by the app instead).
  showTodayPreview();
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}

function startApp() {
  // The language's strings download beside the app's code, not after it; so do the identity
  // code and /config.json for someone who may be signed in but whose stored token cannot be used
  // as it is (expired), since their screens wait on Amplify. A fresh token needs neither first.
  void loadLocale(storedLanguage());
  if (maybeSignedIn() && !session) void loadCognito();
  void import('./main');
}
