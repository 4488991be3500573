import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cookie only the server reads (a session, a known browser): HttpOnly, same-site lax, on the
 * whole site, for `days`; Secure only over https, so that it still works on http://localhost.
 */
export function setPrivateCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, days: number): void {
  reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: days * 24 * 60 * 60 });
}
