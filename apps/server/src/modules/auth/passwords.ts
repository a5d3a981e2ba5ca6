import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

// Verified against when the account does not exist, so that a wrong identifier takes as long as a
// wrong password and timing does not reveal which accounts exist.
const decoyHash = hash('decoy-password-for-timing');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoyHash), password).then((isValid) => isValid && passwordHash !== null);
  } catch {
    return false;
  }
}
