import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, type Role } from '@minutemart/contracts';

export interface TestIssuer {
  /** Pass as JWKS_URL to the service under test. */
  jwksUrl: string;
  /** An access token shaped like the user service's, accepted by the kit's verifier. */
  sign(claims: { sub: string; role: Role; email?: string; sid?: string; stores?: string[] }, opts?: { expiresInSeconds?: number }): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Stand-in for the user service's token issuer: an Ed25519 key and a JWKS endpoint on a random
 * local port, so a service's tests can sign in with any role (and a store-bound role's stores) without running
 * the user service.
 */
export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const kid = randomUUID();
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] });

  const server = createServer((req, res) => {
    if (req.url !== '/.well-known/jwks.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    sign: ({ sub, role, email = `${sub}@example.test`, sid, stores }, { expiresInSeconds = 900 } = {}) =>
      new SignJWT({ role, email, typ: 'access', ...(sid ? { sid } : {}), ...(stores ? { stores } : {}) })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(privateKey),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
