import type { CaptchaPurpose } from '@domain/captcha';
import type { AltchaWidgetElement } from 'altcha';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

const AltchaWidget = lazy(() => import('./AltchaWidget'));

/**
 * The human check of a form: the solved token (base64 payload for `captchaToken`, null until
 * solved) and `reset()`, which every submit calls, since the server accepts a solution once.
 */
export function useHumanCheck(purpose: CaptchaPurpose = 'action') {
  const [token, setToken] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => {
    setToken(null);
    setGeneration((n) => n + 1);
  }, []);
  return { token, reset, widget: { onToken: setToken, generation, purpose } };
}

export type HumanCheckState = ReturnType<typeof useHumanCheck>;

const wakeEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The widget's code (a third of a screen's script) arrives once the person starts on the
 * page — a tap, a key, a field in focus — so a form paints and answers at once. Until then a
 * placeholder of the same size stands in; pressing it loads the widget and starts the check.
 */
function useWakeOnInteraction(eager: boolean): [boolean, () => void] {
  const [awake, setAwake] = useState(eager);
  const wake = useCallback(() => setAwake(true), []);
  useEffect(() => {
    if (awake) return;
    for (const name of wakeEvents) document.addEventListener(name, wake, { once: true });
    return () => {
      for (const name of wakeEvents) document.removeEventListener(name, wake);
    };
  }, [awake, wake]);
  return [awake, wake];
}

/**
 * The one human-check component of the app. When the challenge cannot be fetched (offline),
 * it says so in the person's language beside the widget and offers to try again, instead of
 * failing silently.
 */
export function HumanCheck({
  check,
  eager = false,
}: {
  check: HumanCheckState;
  /** Load the widget at once: a form that opens with the cursor in it is already in use. */
  eager?: boolean;
}) {
  const { onToken, generation, purpose } = check.widget;
  const widgetRef = useRef<AltchaWidgetElement | null>(null);
  const verifyWhenReady = useRef(false);
  const [failed, setFailed] = useState(false);
  const [awake, wake] = useWakeOnInteraction(eager);
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

  const onElement = useCallback((element: AltchaWidgetElement | null) => {
    widgetRef.current = element;
    if (!element || !verifyWhenReady.current) return;
    verifyWhenReady.current = false;
    // The person pressed the placeholder: tick the widget's box for them once it has drawn it.
    const tick = (framesLeft: number) => {
      const box = element.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (box) box.click();
      else if (framesLeft > 0) requestAnimationFrame(() => tick(framesLeft - 1));
    };
    tick(120);
  }, []);

  const retry = () => {
    setFailed(false);
    widgetRef.current?.reset?.();
    void widgetRef.current?.verify?.();
  };

  // On press, not on click: the press itself already swaps the placeholder for the loading widget.
  const start = () => {
    verifyWhenReady.current = true;
    wake();
  };
  const placeholder = (
    <button
      type="button"
      className="human-check__placeholder"
      onPointerDown={start}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') start();
      }}
      onClick={start}
    >
      <span className="human-check__box" aria-hidden="true" />
      {t('humanCheck.label')}
    </button>
  );

  return (
    <div className="human-check stack stack--sm" data-testid="human-check">
      <div className="human-check__widget">
        {awake ? (
          <Suspense fallback={placeholder}>
            <AltchaWidget
              language={i18n.language}
              purpose={purpose}
              onState={onState}
              onElement={onElement}
            />
          </Suspense>
        ) : (
          placeholder
        )}
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
