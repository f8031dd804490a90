/**
 * Imported first by the app's store (store/api.ts), this module's top-level await ends the task
 * that evaluates the app's modules once React's and Redux's own have been evaluated, so the
 * browser may paint and take a tap in between. On a phone slowed four times the evaluation was
 * one task of about 330 ms; it is now two, of about 240 and 120 ms (bench/README.md). ES module
 * evaluation goes on with a module's siblings while it awaits: only what imports it, the app's
 * own modules, waits. On the server (the first-screen renderer) there is no one to yield to.
 */
if (typeof document !== 'undefined') await new Promise((resolve) => setTimeout(resolve, 0));

export {};
