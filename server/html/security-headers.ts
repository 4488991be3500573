import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../core/api/runtime-config.ts';
import type { ContentSecurityDirective } from '../../core/kernel/manifest.ts';
import type { StoreConfig } from '../../core/store/types.ts';

const DIRECTIVES: ContentSecurityDirective[] = ['script-src', 'connect-src', 'img-src', 'frame-src'];

/** Origins of the absolute URLs anywhere in a plugin's options (a tracker's script, a partner widget). */
function optionOrigins(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && /^https?:\/\//i.test(value)) {
    try {
      found.add(new URL(value).origin);
    } catch {
      // Not a URL after all: nothing to allow.
    }
  } else if (Array.isArray(value)) for (const item of value) optionOrigins(item, found);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) optionOrigins(item, found);
  return found;
}

/**
 * The storefront's Content-Security-Policy for one store: this origin, the API's, and what the
 * store's enabled plugins declare in their manifests (`contentSecurity`) or name in their options.
 * A plugin switched off in the store takes its origins with it.
 */
export function storefrontPolicy(store: StoreConfig, runtime?: RuntimeConfig): string {
  const sources: Record<ContentSecurityDirective, Set<string>> = {
    // No 'unsafe-eval': nothing compiles code at run time (the kernel's hooks call their taps
    // without tapable's compiler). Inline and foreign scripts stay refused.
    'script-src': new Set(["'self'"]),
    'connect-src': new Set(["'self'"]),
    'img-src': new Set(["'self'", 'data:']),
    'frame-src': new Set(["'self'"]),
  };
  if (runtime && /^https?:\/\//.test(runtime.apiBase)) sources['connect-src'].add(new URL(runtime.apiBase).origin);
  for (const [name, options] of Object.entries(store.plugins)) {
    if (options === false) continue;
    const declared = store.manifests?.[name]?.contentSecurity ?? {};
    for (const directive of DIRECTIVES) for (const origin of declared[directive] ?? []) sources[directive].add(origin);
    for (const origin of optionOrigins(options)) for (const directive of DIRECTIVES) sources[directive].add(origin);
  }
  return [
    "default-src 'self'",
    ...DIRECTIVES.map((directive) => `${directive} ${[...sources[directive]].join(' ')}`),
    "style-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy with one reply's nonce allowed to run inline scripts (those React streams with a
 * server-rendered page) and inline styles (its stylesheets, written into its head).
 */
export function withNonce(policy: string, nonce: string): string {
  return policy.replace("script-src 'self'", () => `script-src 'self' 'nonce-${nonce}'`).replace("style-src 'self'", () => `style-src 'self' 'nonce-${nonce}'`);
}

/**
 * Headers on every reply: no content sniffing, no framing, no referrer beyond the origin to
 * other sites, no powerful browser features, and HSTS over https.
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
