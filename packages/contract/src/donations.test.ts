import { describe, expect, it } from 'vitest';
import { DONATION_AMOUNTS, isDonationAmount } from './donations';
import { ZDonationAmountSchema } from './donations-schemas';

describe('a gift’s amount', () => {
  it('is accepted by the page’s check exactly when the API’s schema accepts it', () => {
    const { minEuros, maxEuros } = DONATION_AMOUNTS;
    for (const euros of [0, 0.99, minEuros, 12.5, 12.505, 35.01, 99.999, maxEuros, maxEuros + 0.01, Number.NaN, Number.POSITIVE_INFINITY, -5]) {
      expect(isDonationAmount(euros), String(euros)).toBe(ZDonationAmountSchema.safeParse(euros).success);
    }
  });
});
