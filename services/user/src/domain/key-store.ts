import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK, type JWTVerifyGetKey, createLocalJWKSet } from 'jose';
import type { Model } from 'mongoose';
import type { SigningKeyDoc } from '../data/signing-key-model.js';
import { sealer } from './sealing.js';

const DAY = 86_400_000;

/**
 * Ed25519 signing keys with rotation by `kid`. One key per rotation slot, shared by all replicas
 * through Mongo (a unique slot index settles races). The previous keys stay in the JWKS so tokens
 * signed just before a rotation keep verifying until they expire.
 */
export class KeyStore {
  private current?: { kid: string; key: CryptoKey; slot: number };
  private jwks?: { keys: JWK[]; loadedAt: number };
  private readonly seal;

  constructor(
    private readonly keys: Model<SigningKeyDoc>,
    secret: string,
    private readonly rotateDays: number,
  ) {
    this.seal = sealer(secret);
  }

  private slotNow(): number {
    return Math.floor(Date.now() / (this.rotateDays * DAY));
  }

  async signingKey(): Promise<{ kid: string; key: CryptoKey }> {
    const slot = this.slotNow();
    if (this.current?.slot === slot) return this.current;
    let doc = await this.keys.findOne({ slot }).lean();
    if (!doc) {
      const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const kid = randomUUID().replace(/-/g, '');
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' };
      try {
        await this.keys.create({
          _id: kid,
          alg: 'EdDSA',
          slot,
          publicJwk,
          privateJwkSealed: this.seal.seal(JSON.stringify(privateJwk)),
          createdAt: new Date(),
        });
      } catch (e) {
        if ((e as { code?: number }).code !== 11000) throw e; // another replica won the slot
      }
      doc = await this.keys.findOne({ slot }).lean();
      this.jwks = undefined;
    }
    if (!doc) throw new Error('signing key unavailable');
    const key = (await importJWK(JSON.parse(this.seal.open(doc.privateJwkSealed)), 'EdDSA')) as CryptoKey;
    this.current = { kid: doc._id, key, slot };
    return this.current;
  }

  /** Public keys of the current and previous slots: what /.well-known/jwks.json serves. */
  async publicJwks(): Promise<{ keys: JWK[] }> {
    if (this.jwks && Date.now() - this.jwks.loadedAt < 60_000) return { keys: this.jwks.keys };
    await this.signingKey();
    const docs = await this.keys
      .find({ slot: { $gte: this.slotNow() - 2 } })
      .sort({ slot: -1 })
      .lean();
    const keys = docs.map((d) => d.publicJwk as JWK);
    this.jwks = { keys, loadedAt: Date.now() };
    return { keys };
  }

  /** Verification keys for this process, refreshed when a token names a kid we have not seen. */
  verificationKeys(): JWTVerifyGetKey {
    return async (header, token) => {
      let set = await this.publicJwks();
      if (!set.keys.some((k) => k.kid === header.kid)) {
        this.jwks = undefined;
        set = await this.publicJwks();
      }
      return createLocalJWKSet(set)(header, token);
    };
  }
}
