import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** The route's pattern, e.g. `/api/admin/product/:id/image`. */
  url: string;
}

/**
 * Every route the app has registered (HEAD and OPTIONS twins left out), read from Fastify's own route table,
 * so a test that walks them covers a route added tomorrow without being told about it.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  // printRoutes draws a tree: a line deeper than its parent adds a path segment to it.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

/** A concrete URL of a route pattern: each path parameter becomes `value`. */
export function concreteUrl(pattern: string, value = '1'): string {
  return pattern.replace(/:[A-Za-z_]+/g, value);
}
