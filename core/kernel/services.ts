import type { ServiceId } from './manifest.ts';

/**
 * A typed handle on a service one plugin provides and others use (Backstage's `createApiRef`).
 * Declared once in `contracts/` beside the service's interface; the provider names it in its
 * manifest's `provides`, a user in `requires` (the store check refuses a store that enables the
 * user without the provider) or `optional` (the user renders without it).
 */
export interface ServiceRef<T, Id extends string = ServiceId> {
  readonly id: Id;
  /** Carries the type only. */
  readonly type?: T;
}

type DeepReadonly<T> = T extends ((...args: never[]) => unknown) | (abstract new (...args: never[]) => unknown)
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * A service as the plugins that use it see it: its `state` (a valtio proxy) is theirs to read and
 * subscribe to, never to write; only the provider changes it, through what the service offers.
 */
export type Used<T> = T extends { readonly state: infer State } ? Omit<T, 'state'> & { readonly state: DeepReadonly<State> } : T;

/**
 * `export const basketService: ServiceRef<BasketService, 'basket'> = serviceRef('basket');`
 * (the id is a literal type so that a context can check it against the plugin's manifest).
 */
export function serviceRef<T, Id extends ServiceId>(id: Id): ServiceRef<T, Id> {
  return { id };
}

/** A required service whose provider is not running: a store config or setup failure, said loudly. */
export class MissingServiceError extends Error {
  constructor(
    readonly plugin: string,
    readonly service: string,
  ) {
    super(`${plugin} requires the service ${service}, but no enabled plugin provides it`);
    this.name = 'MissingServiceError';
  }
}

export interface ServiceRegistry {
  provide(plugin: string, id: string, value: unknown): void;
  get(id: string): unknown;
}

export function createServiceRegistry(warn: (plugin: string, message: string) => void): ServiceRegistry {
  const values = new Map<string, { plugin: string; value: unknown }>();
  return {
    provide(plugin, id, value) {
      const existing = values.get(id);
      if (existing && existing.plugin !== plugin) warn(plugin, `replaces the service ${id} of ${existing.plugin}`);
      values.set(id, { plugin, value });
    },
    get: (id) => values.get(id)?.value,
  };
}
