import { parse } from 'regexparam';

/**
 * The method and path pattern of every declared endpoint the app serves, to answer a known path
 * asked with the wrong method with 405 and the methods it allows (Fastify alone says 404).
 */
export interface DeclaredRoutes {
  add(method: string, path: string): void;
  /** The methods declared for this concrete path (`/api/billing-agreements/7/cancel`), sorted; empty when none. */
  methodsAt(path: string): string[];
}

export function createDeclaredRoutes(): DeclaredRoutes {
  const routes: { method: string; pattern: RegExp }[] = [];
  return {
    add(method, path) {
      routes.push({ method, pattern: parse(path).pattern });
    },
    methodsAt(path) {
      const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort();
    },
  };
}
