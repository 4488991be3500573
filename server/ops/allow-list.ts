import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

/** Who may reach an operator's route unless its setting says otherwise: this machine only. */
export const THIS_MACHINE = ['127.0.0.0/8', '::1/128'];

export interface AddressAllowList {
  /** Addresses or CIDR ranges that may call the route (the client address, after TRUST_PROXY). */
  allow: readonly string[];
  /** Whether a proxy is trusted to name the client (TRUST_PROXY). */
  proxyTrusted: boolean;
}

/**
 * Whether a request comes from an allowed address. Without a trusted proxy, a request that came
 * through one (X-Forwarded-For, Forwarded) is refused: its address is the proxy's, maybe this
 * machine's, whoever sent it.
 */
export function addressAllowed(access: AddressAllowList): (request: FastifyRequest) => boolean {
  const allowed = proxyAddr.compile([...access.allow]);
  return (request) => {
    if (!access.proxyTrusted && (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)) return false;
    return allowed(request.ip, 0);
  };
}
