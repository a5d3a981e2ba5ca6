/**
 * The schemas of the answers the unsubscribe page reads, loaded with zod when an answer has to be
 * read: the page a mail's link opens starts without building them (decision 046).
 */
export const loadUnsubscribeInfoSchema = () => import('./mail-preferences-schemas').then((module) => module.ZMailUnsubscribeInfoResponseSchema);
export const loadUnsubscribeResponseSchema = () => import('./mail-preferences-schemas').then((module) => module.ZMailUnsubscribeResponseSchema);
