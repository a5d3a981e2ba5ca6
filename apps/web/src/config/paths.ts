export { PATHS, isKnownPage } from '@action-plus/contract';
