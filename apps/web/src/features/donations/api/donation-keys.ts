/** The query keys of the donations feature. */
export const donationKeys = {
  options: ['donations', 'options'] as const,
  adminList: ['donations', 'admin'] as const,
  myReceipts: (userId: number | undefined) => ['donations', 'my-receipts', userId] as const,
};
