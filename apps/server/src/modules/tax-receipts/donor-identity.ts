/**
 * Who a receipt names, as a key: the donor's name and postal address, compared without case,
 * accents' composition, punctuation or spacing. A yearly summary covers the receipts of one account
 * that share this key (decision 034): two people giving from one account (a couple, an association
 * and its president) get one summary each, and no receipt ever carries another donor's gifts.
 */
export function donorIdentityKey(receipt: { donorName: string; donorAddress: string }): string {
  const normalise = (text: string) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\p{P}\p{S}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${normalise(receipt.donorName)}\n${normalise(receipt.donorAddress)}`;
}
