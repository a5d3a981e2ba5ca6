import { ACCOUNT_SECURITY_MESSAGES } from '@action-plus/contract';
import { ApiError } from '../../../lib/api-client';

/** The server's answers that concern the « Mot de passe actuel » field: shown under it. */
export const isCurrentPasswordError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.detail === ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword || error.detail === ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired);
