/** The administrator the server creates at its first start in the browser tests (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: 'admin.e2e@actionplus.test',
  password: 'e2e-admin-mot-de-passe',
  /** What the server derives from the e-mail, and the name it gives a first-start admin. */
  username: 'admin.e2e',
  firstName: 'Administrateur',
} as const;

/** A fresh member for each test that registers one: unique e-mail and username, same password. */
export function createMemberData(firstName = 'Camille') {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    // Unique too: specs find a member's row by full name, and a retry runs on the same server.
    lastName: `Martin-${unique}`,
    username: `membre.${unique}`,
    email: `membre.${unique}@exemple.fr`,
    password: 'motdepasse-e2e',
  };
}
export type TMemberData = ReturnType<typeof createMemberData>;
