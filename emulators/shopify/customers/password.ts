// Password hashing with scrypt from node:crypto. The stored form carries its own parameters and
// salt ("scrypt$N$r$p$salt$hash"), so the cost can change later without breaking old hashes.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function encode(salt: Buffer, key: Buffer): string {
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Async, so a sign-in does not stall the other requests the emulator is serving. */
export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM }, (error, key) => {
      if (error) reject(error);
      else resolve(encode(salt, key));
    });
  });
}

/** For the seed builder, which is synchronous from top to bottom. */
export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): string {
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLELISM }));
}

export function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return Promise.resolve(false);
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64');
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(saltText, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) }, (error, key) => {
      resolve(!error && key.length === expected.length && timingSafeEqual(key, expected));
    });
  });
}
