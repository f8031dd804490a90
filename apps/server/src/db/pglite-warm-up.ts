import { readFileSync } from 'node:fs';

/**
 * Compiling PGlite's 9 MB of WebAssembly takes ~100 ms that need not wait for the server bundle
 * (docs/decisions/pages-and-performance.md, Pages that feel instant: first answer <= 1.5 s after a
 * restart). The launcher (dist/server.js) starts the compile before it loads the bundle; V8
 * compiles on background threads while the main thread parses and evaluates the bundle, and
 * openPglite picks the module up. The hand-over goes through a global because the launcher and the
 * bundle are separate files, each with its own copy of this module.
 */
const SLOT = Symbol.for('kesariya.pgliteWarmUp');

/** Node's global WebAssembly: the project's ES-only lib knows its types but not the object. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };

type Slots = typeof globalThis & { [SLOT]?: Promise<WebAssembly.Module | undefined> };

/** Starts compiling PGlite's WebAssembly unless the server will use PostgreSQL. */
export function startPgliteWarmUp(env: NodeJS.ProcessEnv): void {
  // The same test as the configuration's: a blank DATABASE_URL means the embedded database.
  if (env.DATABASE_URL?.trim()) return;
  let compiled: Promise<WebAssembly.Module | undefined>;
  try {
    // Read at once, not through fs/promises: each step of an asynchronous read waits for the main
    // thread, which is busy with the bundle until the server starts, and so would the compile.
    const wasm = new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite'));
    compiled = WebAssembly.compile(readFileSync(wasm));
  } catch {
    return; // PGlite then loads it itself, and reports what goes wrong.
  }
  (globalThis as Slots)[SLOT] = compiled.catch(() => undefined);
}

/** The compiled module started by the launcher, once; undefined when there is none. */
export function takePgliteWasmModule(): Promise<WebAssembly.Module | undefined> {
  const slots = globalThis as Slots;
  const compiled = slots[SLOT];
  delete slots[SLOT];
  return compiled ?? Promise.resolve(undefined);
}
