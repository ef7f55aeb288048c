import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash made here: the only thing server/auth/cambio-password.ts accepts as a new password. */
export type PasswordHash = string & { readonly __hash: unique symbol };

export function hashPassword(password: string): Promise<PasswordHash> {
  return argon2.hash(password, OPTIONS) as Promise<PasswordHash>;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash keeps an unknown email as slow as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('contraseña-de-relleno-para-tiempos-iguales');
  await verifyPassword(await dummyHash, password);
}
