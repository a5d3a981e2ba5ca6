const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** This very machine, as a URL's `hostname` spells it: plain HTTP is acceptable only there. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);
