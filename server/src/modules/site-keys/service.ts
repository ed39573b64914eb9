// Site keys (docs/website-api.md, "Site keys"): issued and revoked by admins, checked on every
// public request that carries one.
import { createHash, randomBytes } from 'node:crypto';
import {
  type CreatedSiteKey,
  siteKeyMessages as M,
  SITE_KEY_PREFIX,
  type SiteKey,
  type SiteKeyInput,
} from '@coursedesk/contract/site-keys';
import { recordActivity } from '../../db/activity.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  findSiteKeyByHash,
  findSiteKeyById,
  findSiteKeys,
  insertSiteKey,
  revokeSiteKey,
  type SiteKeyRow,
  touchSiteKey,
} from './repository.ts';

/** A key's last use is written at most this often. */
export const LAST_USED_EVERY_MS = 60_000;

/** SHA-256 is enough: the key is 256 random bits, not a password a person chose. */
export const hashSiteKey = (key: string) => createHash('sha256').update(key).digest('hex');

const present = (row: SiteKeyRow): SiteKey => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** What a key sent by a caller turns out to be. */
export type SiteKeyCheck = { valid: true; keyId: string } | { valid: false; reason: string };

export function createSiteKeysService(db: Database) {
  const touched = new Map<string, number>();

  function noteUse(keyId: string, onError: (error: unknown) => void): void {
    const now = Date.now();
    if (now - (touched.get(keyId) ?? 0) < LAST_USED_EVERY_MS) return;
    if (touched.size >= 10_000) touched.clear();
    touched.set(keyId, now);
    touchSiteKey(db, keyId).catch(onError);
  }

  return {
    async list(): Promise<SiteKey[]> {
      return (await findSiteKeys(db)).map(present);
    },

    async create(input: SiteKeyInput): Promise<CreatedSiteKey> {
      const key = `${SITE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const inserted = await insertSiteKey(tx, {
          name: input.name,
          keyHash: hashSiteKey(key),
          prefix: key.slice(0, SITE_KEY_PREFIX.length + 6),
        });
        const after = present(inserted);
        await recordActivity(tx, {
          area: 'site-keys',
          action: 'create',
          recordId: inserted.id,
          label: inserted.name,
          after,
        });
        return inserted;
      });
      return { ...present(row), key };
    },

    async revoke(id: string): Promise<SiteKey> {
      const row = await db.transaction(async (tx) => {
        const before = await findSiteKeyById(tx, id);
        if (!before) throw notFound(M.notFound);
        if (before.revokedAt) throw new AppError('CONFLICT', M.alreadyRevoked);
        const after = await revokeSiteKey(tx, id);
        if (!after) throw notFound(M.notFound);
        await recordActivity(tx, {
          area: 'site-keys',
          action: 'update',
          recordId: id,
          label: after.name,
          before: present(before),
          after: present(after),
        });
        return after;
      });
      return present(row);
    },

    /**
     * Checks a key a caller sent, in the database each time (one lookup by a unique index), so a
     * revoke holds on every instance at once.
     */
    async check(key: string, onError: (error: unknown) => void): Promise<SiteKeyCheck> {
      const row = await findSiteKeyByHash(db, hashSiteKey(key));
      if (!row) return { valid: false, reason: M.unknownKey };
      if (row.revokedAt) return { valid: false, reason: M.revokedKey };
      noteUse(row.id, onError);
      return { valid: true, keyId: row.id };
    },
  };
}

export type SiteKeysService = ReturnType<typeof createSiteKeysService>;
