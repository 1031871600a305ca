import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createAccountIfMissing } from '../../adapters/accounts';
import { logger } from '../../adapters/logger';
import { newAccountRecord } from '../../domain/account';
import { isLanguage } from '../../domain/i18n-languages';

/**
 * When a sign-up is confirmed: the account record and the users count, written by the server
 * only. Email sign-ups passed PreSignUp, which refuses any without the terms accepted, so the
 * acceptance is recorded with the confirmation time. A federated first sign-in has not
 * accepted anything yet.
 */
export const handler = async (event: PostConfirmationTriggerEvent) => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  if (!userId || !attributes.email) throw new Error('confirmed user without sub or email');
  const federated = Boolean(attributes.identities);
  const created = await createAccountIfMissing(
    userId,
    newAccountRecord({
      email: attributes.email,
      now: new Date(),
      termsAccepted: !federated,
      language: isLanguage(attributes.locale) ? attributes.locale : undefined,
    }),
  );
  logger.info('account confirmed', { userId, created });
  return event;
};
