import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { checkCaptcha } from '../../adapters/captcha';
import { logger } from '../../adapters/logger';

/**
 * Before Cognito creates a user from the sign-up form: the terms and privacy policy must be
 * accepted and the human check solved (a one-use solution, in the validation data or the client
 * metadata). Throwing refuses the sign-up, so no user exists without both. Federated and
 * operator-created users have no form and pass.
 */
export const handler = async (event: PreSignUpTriggerEvent) => {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const { validationData, clientMetadata } = event.request;
  if (clientMetadata?.termsAccepted !== 'true') throw new Error('terms_required');
  const rejection = await checkCaptcha(
    validationData?.captchaToken ?? clientMetadata?.captchaToken,
  );
  if (rejection) {
    logger.info('sign-up refused', { reason: rejection });
    throw new Error('captcha_invalid');
  }
  return event;
};
