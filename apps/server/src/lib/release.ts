// The product's version has one home, the root package.json, bumped at each release with
// CHANGELOG.md; esbuild bundles the JSON into the server, so nothing is read at run time.
// eslint-disable-next-line no-restricted-imports, import-x/no-relative-packages -- the root manifest belongs to no workspace
import rootPackage from '../../../../package.json' with { type: 'json' };

export const RELEASE_VERSION: string = rootPackage.version;
