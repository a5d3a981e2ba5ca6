/** Within this bound after SIGTERM or SIGINT the process has exited, whatever is still running. */
export const STOP_BOUND_MS = 9_000;

export interface StopLogger {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/**
 * On SIGTERM or SIGINT, runs `stop` once then exits 0 (1 if it failed). A second signal, or `stop`
 * still running after STOP_BOUND_MS, ends the process at once with status 1: a service manager
 * waits about 10 s before it kills, and a person pressing Ctrl+C twice means it.
 */
export function stopGracefullyOnSignals(stop: () => Promise<void>, logger: StopLogger, boundMs = STOP_BOUND_MS) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.error({ signal }, 'second signal reçu : arrêt immédiat');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'arrêt du serveur');
    const forced = setTimeout(() => {
      logger.error({ boundMs }, "arrêt forcé : le serveur ne s'est pas arrêté à temps");
      process.exit(1);
    }, boundMs);
    stop().then(
      () => {
        clearTimeout(forced);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "erreur pendant l'arrêt du serveur");
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
