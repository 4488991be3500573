/**
 * Where the storefront finds its backend, carried in the page (`<script id="summit-runtime">`):
 * the built index.html has the same-origin default; the reference server writes its own
 * (PUBLIC_API_BASE, API_CREDENTIALS), and a static host may rewrite it at deploy time.
 */
export interface RuntimeConfig {
  /** Base URL of the API: `/api` on the same origin, or e.g. `https://api.example.com/v1`. */
  apiBase: string;
  /** `include` for a backend on another origin (its CORS must allow credentials for the storefront's origins). */
  credentials: 'same-origin' | 'include';
}

export const RUNTIME_CONFIG_ID = 'summit-runtime';
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBase: '/api', credentials: 'same-origin' };

/** A runtime config from the page's JSON; anything missing or malformed falls back to the default. */
export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  if (!text) return DEFAULT_RUNTIME_CONFIG;
  try {
    const value = JSON.parse(text) as Partial<RuntimeConfig>;
    return {
      apiBase: typeof value.apiBase === 'string' && value.apiBase ? value.apiBase : DEFAULT_RUNTIME_CONFIG.apiBase,
      credentials: value.credentials === 'include' ? 'include' : 'same-origin',
    };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}
