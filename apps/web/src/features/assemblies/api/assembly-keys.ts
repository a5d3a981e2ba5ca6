/**
 * Every cache key of the general assemblies, from the widest to the narrowest: a manager's write
 * refreshes everything under `admin`, a voter's under `member` (the list and the assembly).
 */
export const assemblyKeys = {
  all: ['assemblies'] as const,
  admin: () => [...assemblyKeys.all, 'admin'] as const,
  adminList: () => [...assemblyKeys.admin(), 'list'] as const,
  adminAssembly: (id: number) => [...assemblyKeys.admin(), 'assembly', id] as const,
  adminVoters: (id: number) => [...assemblyKeys.admin(), 'voters', id] as const,
  adminDocuments: (id: number) => [...assemblyKeys.admin(), 'documents', id] as const,
  member: () => [...assemblyKeys.all, 'member'] as const,
  memberList: () => [...assemblyKeys.member(), 'list'] as const,
  memberAssembly: (id: number) => [...assemblyKeys.member(), 'assembly', id] as const,
  voterNames: (id: number) => [...assemblyKeys.member(), 'voter-names', id] as const,
  memberDocuments: (id: number) => [...assemblyKeys.member(), 'documents', id] as const,
};
