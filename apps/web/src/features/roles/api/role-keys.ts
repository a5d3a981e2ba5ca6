export const roleKeys = {
  team: ['roles', 'team'] as const,
  candidates: (search: string) => ['roles', 'candidates', search] as const,
};
