import { lazyResolver } from '#components/forms/lazy-resolver';

const schemas = () => import('./auth-form-schemas');

/** The sign-in forms' resolvers, with their schemas loaded when a form is first focused or checked. */
export const loginResolver = lazyResolver(() => schemas().then((module) => module.resolveLogin));
export const registerResolver = lazyResolver(() => schemas().then((module) => module.resolveRegister));
export const resetRequestResolver = lazyResolver(() => schemas().then((module) => module.resolveResetRequest));
export const newPasswordResolver = lazyResolver(() => schemas().then((module) => module.resolveNewPassword));
