// npm start: builds what is missing or stale (web app, compiled server), then runs the server in
// this very process, so that the signals a service manager sends reach it. Serves the site and the
// API on PORT (default 3000) with the embedded database unless DATABASE_URL is set.
import { pathToFileURL } from 'node:url';
import { ensureBuilt, SERVER_ENTRY } from './ensure-built.mjs';

await ensureBuilt();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(SERVER_ENTRY).href);
