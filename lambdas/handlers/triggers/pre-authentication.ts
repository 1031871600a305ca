import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { checkCaptcha } from '../../adapters/captcha';
import { logger } from '../../adapters/logger';
import { isFederatedSignIn } from '../../domain/federation';

/**
 * Before Cognito checks a password: the human check must be solved. Cognito hands the
 * sign-in's client metadata to this trigger as `validationData`. A Google or Facebook sign-in
 * has no password and no form of ours: the provider signed the person in, and they pass.
 */
export const handler = async (event: PreAuthenticationTriggerEvent) => {
  if (isFederatedSignIn(event.request.userAttributes)) return event;
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
