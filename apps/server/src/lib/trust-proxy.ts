import type { TrustProxySetting } from '#config';

type TrustProxyOption = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 now ignores a bare hop count (it trusts nothing
 * then), so a count becomes the function proxy-addr used to build for it: the first `hops` addresses,
 * counted from the socket, are proxies, and the client is the address the last of them saw. A
 * forged leftmost X-Forwarded-For entry is never reached. It assumes the server can only be reached
 * through those proxies; a list of their addresses holds even when it can be reached directly.
 */
export function toFastifyTrustProxy(setting: TrustProxySetting): TrustProxyOption {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
