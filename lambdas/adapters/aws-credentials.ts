/**
 * The credentials of every AWS client in a deployed Lambda: the execution role's, which Lambda
 * puts in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN).
 *
 * The bundler puts this module in place of `@aws-sdk/credential-provider-node` (infra/bundling.ts).
 * That chain also knows SSO, profiles, web identity, a credential process and instance metadata,
 * none of which a Lambda uses; bundled, it cost about 135 KB and 12 ms of every cold start,
 * mostly in Node built-ins (child_process, a second https stack) it imports at load.
 * Locally nothing is bundled, so the stack and the tests keep the SDK's own chain.
 */
import { fromEnv, type FromEnvInit } from '@aws-sdk/credential-provider-env';

/** Same name and signature as the chain it replaces, which the SDK's clients call by default. */
export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);
