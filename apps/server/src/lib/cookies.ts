import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie the server sets: its name, the paths it travels to, and whether another site's link brings it. */
export interface ServerCookie {
  name: string;
  path: string;
  sameSite: 'strict' | 'lax';
}

/**
 * Every cookie of the server is out of scripts' reach, and marked Secure when the site is served
 * over HTTPS (`PUBLIC_URL`), so that it never travels in clear there.
 */
export function setServerCookie(reply: FastifyReply, publicUrl: string, cookie: ServerCookie, value: string, maxAgeSeconds: number): void {
  reply.setCookie(cookie.name, value, {
    httpOnly: true,
    sameSite: cookie.sameSite,
    secure: publicUrl.startsWith('https://'),
    path: cookie.path,
    maxAge: maxAgeSeconds,
  });
}

export function clearServerCookie(reply: FastifyReply, cookie: ServerCookie): void {
  reply.clearCookie(cookie.name, { path: cookie.path });
}

/** The cookie's value; an empty one counts as none. */
export const readServerCookie = (request: FastifyRequest, cookie: ServerCookie): string | undefined => request.cookies[cookie.name] || undefined;
