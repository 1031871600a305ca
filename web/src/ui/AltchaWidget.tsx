import 'altcha';
import 'altcha/i18n/uk';
import 'altcha/i18n/en';
import 'altcha/i18n/ja';
import 'altcha/i18n/es-es'; // 'es' in the widget matches es-es by prefix
import type { CaptchaPurpose } from '@domain/captcha';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useRef } from 'react';

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

export interface AltchaWidgetProps {
  language: string;
  /** A sign-up asks for more work than any other action; the server refuses an easier one. */
  purpose: CaptchaPurpose;
  /** Every state the widget passes through, with the solved payload once verified. */
  onState: (state: string, payload: string | undefined) => void;
  /** The widget element, for reset() and verify(). */
  onElement: (element: AltchaWidgetElement | null) => void;
}

/**
 * The self-hosted ALTCHA widget (no third-party script), solving a proof-of-work challenge from
 * `/api/captcha/challenge`. Its own chunk: a form paints before this code arrives.
 */
export default function AltchaWidget({ language, purpose, onState, onElement }: AltchaWidgetProps) {
  const ref = useRef<AltchaWidgetElement>(null);
  const onStateRef = useRef(onState);

  useEffect(() => {
    onStateRef.current = onState;
  }, [onState]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onStateRef.current(state, payload);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  return (
    <altcha-widget
      ref={(element) => {
        ref.current = element;
        onElement(element);
      }}
      challenge={`/api/captcha/challenge?purpose=${purpose}`}
      language={language}
      name="captchaToken"
    />
  );
}
