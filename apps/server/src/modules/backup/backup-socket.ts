import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';

/**
 * How npm run backup asks the running server for a copy of the embedded database: a Unix socket in
 * DATA_DIR, which only the accounts that may read DATA_DIR can reach (never the network). The
 * database is locked by the server's process, so the copy must be taken there.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

const COPY_PATH = '/copie';
const MAX_SOCKET_PATH_BYTES = 100;

interface BackupLogger {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/** Serves copies of the database on DATA_DIR/backup.sock; the answer is the gzipped tar. */
export async function serveBackups(options: { dataDir: string; copyDataDirectory: () => Promise<Blob>; log: BackupLogger }) {
  const socketPath = backupSocketPath(options.dataDir);
  // The server holds DATA_DIR's lock: a socket file left there is a stopped process's.
  rmSync(socketPath, { force: true });
  const server = createServer((incoming, response) => {
    if (incoming.method !== 'POST' || incoming.url !== COPY_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Inconnu.');
      return;
    }
    const startedAt = Date.now();
    options.copyDataDirectory().then(
      async (copy) => {
        const bytes = Buffer.from(await copy.arrayBuffer());
        options.log.info({ bytes: bytes.length, durationMs: Date.now() - startedAt }, 'copie de la base de données intégrée');
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
      },
      (error: unknown) => {
        options.log.error({ err: error }, 'copie de la base de données intégrée impossible');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('La copie de la base a échoué\u00a0: voir le journal du serveur.');
      },
    );
  });
  // A socket's path holds about 100 bytes (longer ones are cut short by the system): a long
  // DATA_DIR loses the live backup, never the site.
  const unreachable = (reason: unknown) => {
    options.log.error({ err: reason, socketPath }, 'npm run backup ne pourra pas joindre le site : arrêtez-le pour sauvegarder');
    return { close: async () => {} };
  };
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) return unreachable(new Error('chemin de la prise trop long'));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    server.close();
    return unreachable(error);
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a copy: its bytes, or null when no server answers on
 * the socket (none is running).
 */
export function requestCopyFromRunningServer(dataDir: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ socketPath: backupSocketPath(dataDir), path: COPY_PATH, method: 'POST' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(body.toString('utf8') || `Le serveur a répondu ${response.statusCode}.`));
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    outgoing.end();
  });
}
