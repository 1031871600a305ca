import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebConfig } from '@domain/web-config';
import { loadConfig } from '@web/lib/config';
import { loadCognito } from '@web/lib/session-store';
import { isInAppBrowser } from './inAppBrowser';

type Provider = 'Google' | 'Facebook';
type Mode = 'login' | 'register';

const labels: Record<Mode, Record<Provider, { action: string; error: string }>> = {
  login: {
    Google: { action: 'auth.login.google', error: 'auth.login.googleError' },
    Facebook: { action: 'auth.login.facebook', error: 'auth.login.facebookError' },
  },
  register: {
    Google: { action: 'auth.register.google', error: 'auth.register.googleError' },
    Facebook: { action: 'auth.register.facebook', error: 'auth.register.facebookError' },
  },
};

/** The query a new tab opened from an in-app browser uses to start the provider's sign-in. */
const PROVIDER_PARAM = 'provider';

const enabledIn = (config: WebConfig | undefined, provider: Provider) =>
  config?.providers[provider === 'Google' ? 'google' : 'facebook'] === true;

/**
 * Google and Facebook sign-in, shown only when the deployment enables them. Google refuses
 * sign-in inside in-app webviews, so there it opens this page in a real browser tab instead.
 */
export function SocialButtons({ mode, onError }: { mode: Mode; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<WebConfig>();
  const started = useRef(false);

  const start = async (provider: Provider) => {
    if (isInAppBrowser(navigator.userAgent)) {
      const url = new URL(window.location.href);
      url.searchParams.set(PROVIDER_PARAM, provider);
      window.open(url.toString(), '_blank', 'noopener');
      return;
    }
    try {
      await (await loadCognito()).signInWithRedirect({ provider });
    } catch {
      onError(t(labels[mode][provider].error));
    }
  };

  // The settings only (which providers are on), not the identity code: the form stays light.
  useEffect(() => {
    let live = true;
    void loadConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);

  // Arrived in a new tab from an in-app browser: continue straight to the provider.
  useEffect(() => {
    const provider = new URLSearchParams(window.location.search).get(PROVIDER_PARAM);
    if (started.current || (provider !== 'Google' && provider !== 'Facebook')) return;
    if (!enabledIn(config, provider)) return;
    started.current = true;
    void start(provider);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the config is known
  }, [config]);

  const enabled = (['Google', 'Facebook'] as const).filter((p) => enabledIn(config, p));
  if (enabled.length === 0) return null;
  return (
    <div className="stack stack--sm">
      <p className="divider">{t('auth.or')}</p>
      <div className="cluster">
        {enabled.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button"
            onClick={() => void start(provider)}
          >
            {t(labels[mode][provider].action)}
          </button>
        ))}
      </div>
    </div>
  );
}
