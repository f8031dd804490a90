import { buildApp } from './app';
import { ConfigError } from './config';

/** Starts the server; everything else lives in app.ts (docs/architecture.md). */
async function main(): Promise<void> {
  let app;
  try {
    app = await buildApp();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting connections and waits for in-flight requests; give up after 10 s.
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: app.config.port, host: app.config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
