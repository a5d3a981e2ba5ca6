/** Cache keys of the memberships feature, widest first. */
export const membershipKeys = {
  all: ['memberships'] as const,
  members: () => [...membershipKeys.all, 'members'] as const,
  /** One member's details for the admin: memberships and reminders sent. */
  memberDetails: (userId: number) => [...membershipKeys.all, 'members', userId] as const,
  /** The signed-in member's own memberships: keyed by user so another account never sees them. */
  mineOf: (userId: number) => [...membershipKeys.all, 'mine', userId] as const,
};
