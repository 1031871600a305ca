import { acceptTerms } from '../adapters/accounts';
import { accountContracts } from '../domain/account';
import { notFound } from '../domain/errors';
import { httpRoute, ok } from '../http/route';

/** `POST /api/account/terms`: a federated user accepts the terms and privacy policy. */
export const handler = httpRoute(accountContracts.acceptTerms, async ({ caller }) => {
  if (!(await acceptTerms(caller, new Date()))) throw notFound('no_account', 'No account yet');
  return ok({ termsAccepted: true as const });
});
