/**
 * Bearer tokens for AWS clients: none. The bundler puts this module in place of
 * `@aws-sdk/token-providers` (infra/bundling.ts), which only the Bedrock client imports, to offer
 * Bedrock API keys and SSO tokens. Our Lambdas sign every Bedrock call with their execution role
 * (SigV4), so the SDK never asks for a token; the real module brought a whole SSO-OIDC client
 * into the bundle (about 27 KB and 5 ms of a cold start).
 */
const noToken = () => async (): Promise<never> => {
  throw new Error('No bearer token: Lambdas sign AWS calls with their execution role');
};

/** Same names as the module it replaces, which the Bedrock client calls. */
export const fromEnvSigningName = noToken;
export const nodeProvider = noToken;
