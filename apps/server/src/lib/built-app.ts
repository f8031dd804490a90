import fs from 'node:fs/promises';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * What the storefront (plugins/web-app.ts) and the back office (plugins/admin-app.ts) share about
 * serving a Vite build: the API client credential written into index.html at serve time, so one
 * build serves any configuration (docs/decisions/api-and-validation.md, API conventions), the
 * reread of index.html when a new build replaces it, hashed assets cached forever, and the page
 * that says to build.
 */

/** Where the build's index.html wants the credential; without the marker it goes before </head>. */
const MARKER = '<!--app-config-->';

/** The API client credential as a basic-auth header carries it. */
export function apiCredential(client: { apiBasicUser: string; apiBasicPassword: string }): string {
  return Buffer.from(`${client.apiBasicUser}:${client.apiBasicPassword}`, 'utf8').toString(
    'base64',
  );
}

/** The `<meta name="api-credential">` both apps read their basic-auth credential from. */
export function apiCredentialMeta(credential: string): string {
  return `<meta name="api-credential" content="${credential}">`;
}

export function withCredentialMeta(raw: string, meta: string): string {
  return raw.includes(MARKER)
    ? raw.replace(MARKER, meta)
    : raw.replace('</head>', `${meta}</head>`);
}

/**
 * Reads a build's index.html once, and again only when a new build replaces it (its mtime
 * changes), turning it into what is served with `load`. Answers null while there is no build.
 */
export function builtIndex<T>(
  indexFile: string,
  load: (raw: string) => Promise<T> | T,
): () => Promise<T | null> {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async () => {
    const stat = await fs.stat(indexFile).catch(() => null);
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const raw = await fs.readFile(indexFile, 'utf8');
      cached = { mtimeMs: stat.mtimeMs, value: await load(raw) };
    }
    return cached.value;
  };
}

/** @fastify/static's options for a build's assets folder: Vite hashes every name in it. */
export function hashedAssets(
  root: string,
  prefix: string,
): Pick<FastifyStaticOptions, 'root' | 'prefix' | 'index' | 'cacheControl' | 'setHeaders'> {
  return {
    root,
    prefix,
    index: false,
    // A content hash in every asset name: an asset URL never changes meaning.
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // The same URL answers brotli, gzip or plain bytes: shared caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  };
}

/** The 503 page of an app whose build is missing, saying what to run. */
export function notBuiltPage(app: string, what: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The ${app} is not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The ${app} has not been built yet</h1>
<p>The API is running, but there is no built ${what} to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds it when missing) and reload this page.</p>
</body></html>`;
}
