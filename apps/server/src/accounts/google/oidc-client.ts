/**
 * Google sign-in over OpenID Connect (authorisation-code flow with PKCE, state and nonce), on openid-client.
 * The provider's metadata is discovered once and kept for the life of the app; a failed discovery is not
 * kept, so the next sign-in tries again.
 */
import * as oidc from 'openid-client';
import type { Config } from '../../config/config';

export type GoogleSettings = NonNullable<Config['google']>;

/** What the browser carries between the redirect to the provider and the callback (in a signed cookie). */
export type PendingSignIn = { state: string; nonce: string; verifier: string };

/** The ID-token claims sign-in needs. */
export type GoogleClaims = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
};

export const GOOGLE_SCOPES = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;

export type GoogleOidcClient = {
  /** Discovers the provider (cached); throws when it cannot be reached. */
  configuration: () => Promise<oidc.Configuration>;
  /** A fresh state, nonce and PKCE verifier, and the provider URL to send the browser to. */
  startSignIn: () => Promise<{ pending: PendingSignIn; authorizationUrl: URL }>;
  /** Checks the provider's answer at `callbackUrl` against `pending` and redeems the code; throws on any failure. */
  finishSignIn: (callbackUrl: URL, pending: PendingSignIn) => Promise<GoogleClaims>;
};

export function createGoogleOidcClient(settings: GoogleSettings, redirectUri: string): GoogleOidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(settings.issuer);

  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Only a local or test provider is plain http; Google itself is always https.
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    configuration,

    async startSignIn() {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: GOOGLE_SCOPES,
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
      });
      return { pending, authorizationUrl };
    },

    async finishSignIn(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.sub !== 'string' || claims.sub === '')
        throw new Error('ID token has no subject');
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google sends a boolean; some providers send the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}
