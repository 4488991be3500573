/**
 * What a backend must honour besides the endpoints themselves (docs/another-backend.md).
 *
 * - Every call carries `CLIENT_HEADER: 1`. A backend refuses state-changing calls without it:
 *   a cross-site form cannot set a custom header, and a cross-site script cannot without a CORS
 *   preflight that only the storefront's origins pass.
 * - Every call carries `STORE_HEADER: <storeId>`: the store the page is for. A backend on its own
 *   host (api.example.com) cannot tell the store from the host name the way a same-origin one can.
 * - A backend may answer every call with `VERSION_HEADER: <build>`, the storefront build it
 *   serves now; a page loaded with another build reloads on its next navigation (spec 01 section 4).
 *   Across origins it must list the header in `Access-Control-Expose-Headers`.
 */
export const CLIENT_HEADER = 'x-summit-client';
export const STORE_HEADER = 'x-summit-store';
export const VERSION_HEADER = 'x-summit-version';
