import type { AltchaWidgetElement } from 'altcha';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

const AltchaWidget = lazy(() => import('./AltchaWidget'));

/**
 * The human check of a form: the solved token (base64 payload for `captchaToken`, null until
 * solved) and `reset()`, which every submit calls, since the server accepts a solution once.
 */
export function useHumanCheck() {
  const [token, setToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setGeneration((n) => n + 1);
  }, []);
  return { token, reset, widget: { onToken: setToken, generation } };
}

export type HumanCheckState = ReturnType<typeof useHumanCheck>;

/**
 * The one human-check component of the app. When the challenge cannot be fetched (offline),
 * it says so in the person's language beside the widget and offers to try again, instead of
 * failing silently.
 */
export function HumanCheck({ check }: { check: HumanCheckState }) {
  const { onToken, generation } = check.widget;
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const [failed, setFailed] = useState(false);
  const { t, i18n } = useTranslation();

  const onState = useCallback(
    (state: string, payload: string | undefined) => {
      setFailed(state === 'error');
      onToken(state === 'verified' && payload ? payload : null);
    },
    [onToken],
  );

  useEffect(() => {
    if (generation > 0) widgetRef.current?.reset?.();
  }, [generation]);

  const retry = () => {
    setFailed(false);
    widgetRef.current?.reset?.();
    void widgetRef.current?.verify?.();
  };

  return (
    <div className="human-check stack stack--sm" data-testid="human-check">
      <div className="human-check__widget">
        <Suspense fallback={null}>
          <AltchaWidget
            language={i18n.language}
            onState={onState}
            onElement={(element) => {
              widgetRef.current = element;
            }}
          />
        </Suspense>
      </div>
      {failed && (
        <Notice
          kind="error"
          action={
            <button type="button" className="button button--small" onClick={retry}>
              {t('humanCheck.retry')}
            </button>
          }
        >
          {t('humanCheck.failed')}
        </Notice>
      )}
    </div>
  );
}
