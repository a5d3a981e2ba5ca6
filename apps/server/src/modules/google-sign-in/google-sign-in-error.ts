import { GOOGLE_SIGN_IN_ERROR_MESSAGES, type TGoogleSignInErrorCode } from '@action-plus/contract';
import { AppError, type ErrorCode } from '#lib/errors';

/** The failures this module raises itself (not a refusal by the rate limit, nor a closed window). */
export type GoogleSignInFailure = Exclude<TGoogleSignInErrorCode, 'cancelled' | 'too_many_requests'>;

/** How each failure is answered as JSON; as a navigation, the page /connexion/google shows its code's message. */
const ERROR_CODE_OF: Record<GoogleSignInFailure, ErrorCode> = {
  unverified_email: 'forbidden',
  expired: 'unauthorized',
  unavailable: 'bad_gateway',
  disabled: 'not_found',
  conflict: 'conflict',
  failed: 'unauthorized',
};

/** A sign-in with Google that failed for a reason the person is told: the code travels with the error. */
export class GoogleSignInError extends AppError {
  constructor(
    readonly failure: GoogleSignInFailure,
    override readonly cause?: unknown,
  ) {
    super(ERROR_CODE_OF[failure], GOOGLE_SIGN_IN_ERROR_MESSAGES[failure]);
    this.name = 'GoogleSignInError';
  }
}
