import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { startPgliteWarmUp, takePgliteWasmModule } from '../../src/db/pglite-warm-up';

describe("the launcher's PGlite warm-up", () => {
  it('hands its compiled module over once, and the database opens with it', async () => {
    startPgliteWarmUp({});
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    try {
      const [row] = await database.rows<{ answer: number }>(sql`select 41 + 1 as answer`);
      expect(row!.answer).toBe(42);
      // openDatabase took it: nothing is left for a second open.
      expect(await takePgliteWasmModule()).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it("compiles PGlite's WebAssembly", async () => {
    startPgliteWarmUp({});
    const compiled = await takePgliteWasmModule();
    expect(Object.prototype.toString.call(compiled)).toBe('[object WebAssembly.Module]');
  });

  it('does nothing for a server on PostgreSQL', async () => {
    startPgliteWarmUp({ DATABASE_URL: 'postgres://127.0.0.1/kesariya' });
    expect(await takePgliteWasmModule()).toBeUndefined();
  });
});
