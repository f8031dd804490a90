import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The route's pattern, e.g. `/api/admin/product/:id/image`. */
  url: string;
}

/**
 * Every route the app has registered (HEAD twins left out), read from Fastify's own route table,
 * so a test that walks them covers a route added tomorrow without being told about it.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    for (const method of match[2]!.split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url: match[1]! });
    }
  }
  return routes;
}

/** A concrete URL of a route pattern: each path parameter becomes `value`. */
export function concreteUrl(pattern: string, value = '1'): string {
  return pattern.replace(/:[A-Za-z_]+/g, value);
}
