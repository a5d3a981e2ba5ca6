import { toCurrency } from 'n2words/fr-FR';

/**
 * « cinquante euros », « mille deux cent trente-quatre euros et cinquante centimes »: the amount in
 * words a tax receipt carries, written by n2words (maintained, French rules of « et », « vingts »
 * and « cents »), never by hand. The cents go as a decimal string, so no float rounds them.
 */
export function amountInWords(amountCents: number): string {
  return toCurrency((amountCents / 100).toFixed(2));
}
