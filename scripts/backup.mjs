// npm run backup [-- fichier.tar.gz]: the compiled command, built first if missing or stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT_DIR } from './ensure-built.mjs';

await ensureBuilt();
await import(pathToFileURL(path.join(ROOT_DIR, 'apps/server/dist/backup.js')).href);
