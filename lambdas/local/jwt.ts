import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';

/**
 * Verifies bearer tokens against cognito-local's JWKS, as the API Gateway JWT authorizer does in
 * AWS: signature, issuer, audience (the app client), expiry. The plain verifier refuses http JWKS
 * URLs, so keys come through a fetch-based fetcher.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwksUri: string;
}) {
  const verifier = JwtVerifier.create(
    { issuer: options.issuer, audience: options.audience, jwksUri: options.jwksUri },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: {
          async fetch(uri: string) {
            const response = await fetch(uri);
            if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
            return response.arrayBuffer();
          },
        },
      }),
    },
  );
  return async (token: string): Promise<Record<string, unknown> | undefined> => {
    try {
      return (await verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
}
