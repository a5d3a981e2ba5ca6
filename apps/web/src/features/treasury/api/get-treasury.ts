import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZTreasuryResponseSchema, type TTreasuryResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { treasuryKeys } from './treasury-keys';

/** GET /api/admin/treasury[?year=YYYY]: a year's figures, or the last 24 months'. */
export async function getTreasury(year: number | null, signal?: AbortSignal): Promise<TTreasuryResponse> {
  const url = year === null ? '/api/admin/treasury' : `/api/admin/treasury?year=${year}`;
  return api.get(url, { schema: ZTreasuryResponseSchema, signal });
}

export const getTreasuryQueryOptions = (year: number | null) =>
  queryOptions({ queryKey: treasuryKeys.report(year), queryFn: ({ signal }) => getTreasury(year, signal) });

/** Keeps the figures shown while another year loads, so that the page does not jump. */
export const useTreasury = (year: number | null) => useQuery({ ...getTreasuryQueryOptions(year), placeholderData: keepPreviousData });
