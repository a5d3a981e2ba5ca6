import { isDonationAmount } from '@action-plus/contract';

/** The radio button's value for a free amount, beside the suggested ones (their amounts in euros). */
export const OTHER_AMOUNT = 'autre';

/** The amount chosen, in euros, or null while the free one typed is not a gift the site accepts. */
export const amountOf = (choice: string, customAmount: string): number | null => {
  if (choice !== OTHER_AMOUNT) return Number(choice);
  const amount = Number(customAmount.trim().replace(',', '.'));
  return isDonationAmount(amount) ? amount : null;
};
