// npm run create-admin -- --email …: the compiled command, built first if missing or stale.
import { pathToFileURL } from 'node:url';
import { CREATE_ADMIN_ENTRY, ensureBuilt } from './ensure-built.mjs';

await ensureBuilt();
await import(pathToFileURL(CREATE_ADMIN_ENTRY).href);
