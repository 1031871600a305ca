import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { checkCaptcha } from '../../adapters/captcha';
import { logger } from '../../adapters/logger';

/**
 * Before Cognito checks a password: the human check must be solved. Cognito hands the
 * sign-in's client metadata to this trigger as `validationData`.
 */
export const handler = async (event: PreAuthenticationTriggerEvent) => {
  const request = event.request as PreAuthenticationTriggerEvent['request'] & {
    clientMetadata?: Record<string, string>;
  };
  const rejection = await checkCaptcha(
    request.validationData?.captchaToken ?? request.clientMetadata?.captchaToken,
  );
  if (rejection) {
    logger.info('sign-in refused', { reason: rejection });
    throw new Error('captcha_invalid');
  }
  return event;
};
