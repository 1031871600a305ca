import 'altcha';
import 'altcha/i18n/uk';
import 'altcha/i18n/en';
import 'altcha/i18n/ja';
import 'altcha/i18n/es-es'; // 'es' in the widget matches es-es by prefix
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<
        HTMLAttributes<AltchaWidgetElement>,
        AltchaWidgetElement
      > & {
        challenge?: string;
        language?: string;
        name?: string;
      };
    }
  }
}

export interface HumanCheckProps {
  /** The solved token (base64 payload for `captchaToken`), or null when unsolved / reset / expired. */
  onChange: (token: string | null) => void;
  /** Change this value to reset the widget (after each submit: a solution is accepted once). */
  resetSignal?: unknown;
  /** A sign-up asks for more work than any other action; the server refuses an easier one. */
  purpose?: 'action' | 'signup';
}

/**
 * The human check: the self-hosted ALTCHA widget (no third-party script), solving a
 * proof-of-work challenge from `/api/captcha/challenge`. The server accepts each solution once.
 */
export function HumanCheck({ onChange, resetSignal, purpose = 'action' }: HumanCheckProps) {
  const ref = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  const { i18n } = useTranslation();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  useEffect(() => {
    if (resetSignal === undefined) return;
    ref.current?.reset?.();
    onChangeRef.current(null);
  }, [resetSignal]);

  return (
    <div className="human-check" data-testid="human-check">
      <altcha-widget
        ref={ref}
        challenge={`/api/captcha/challenge?purpose=${purpose}`}
        language={i18n.language}
        name="captchaToken"
      />
    </div>
  );
}
