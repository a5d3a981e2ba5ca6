import type { Database } from '#db/client';
import { sumTaxReceiptsOfYear } from './treasury-repository';

/**
 * What the yearly declaration of article 222 bis of the CGI asks: the total of the gifts the year's
 * receipts acknowledged and their number. A cancelled receipt keeps its number but acknowledges
 * nothing, so it counts in neither.
 */
export async function sumTaxReceipts(db: Database, year: number): Promise<{ totalCents: number; count: number }> {
  return sumTaxReceiptsOfYear(db, year);
}
