import type { TAssociationSettings } from '@action-plus/contract';
import type { Config } from '#config';

/**
 * Whether gifts get tax receipts: the association's settings say so once its general interest is
 * confirmed (decision 026); TAX_RECEIPTS_ELIGIBLE may override them for a test run or a staging site.
 */
export const receiptsAreIssued = (config: Pick<Config, 'taxReceipts'>, association: TAssociationSettings): boolean =>
  config.taxReceipts.eligibleOverride ?? association.taxReceipts.eligible;
