import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP's recommended minimums: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
