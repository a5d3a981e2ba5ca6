/** Cache keys of the treasury feature, widest first. */
export const treasuryKeys = {
  all: ['treasury'] as const,
  /** null: the last 24 months. */
  report: (year: number | null) => [...treasuryKeys.all, 'report', year ?? 'recent'] as const,
  /** The paid orders HelloAsso took back lately (decision 034). */
  refunds: ['treasury', 'refunds'] as const,
};
