import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** V8's explicit compile hint: compile every function of the file as it is fetched. */
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks that run as soon as they arrive so that Chromium compiles all their functions
 * on a background thread while the file downloads, instead of each function on the main thread
 * the first time it is called. Those calls come all at once as the app hydrates a page (or as the
 * login dialog opens), and on a phone their compiling was main-thread time before the buttons
 * answered. Marked: the chunks a server-rendered page's app is made of (what `roots` import,
 * statically, from the app's and the landing screens' modules), the login dialog's and the phone
 * menu's; not the rest, whose functions may never run. Other browsers ignore the comment.
 *
 * `roots` are module ids (absolute paths). Added after minification, which drops comments, and at
 * the file's very start, where V8 looks for it.
 */
export function compileHints(roots: readonly string[]): Plugin {
  return {
    name: 'kesariya-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own rewriting, which puts its dependency map at the top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        // A root renamed or moved would leave its chunks unmarked, with nothing to say so.
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        );
        const missing = roots.filter((id) => !chunks.some((chunk) => chunk.moduleIds.includes(id)));
        if (missing.length > 0) this.error(`compile hints: no chunk holds ${missing.join(', ')}`);
        for (const chunk of chunksReachedFrom(roots, chunks)) {
          chunk.code = COMPILE_ALL + chunk.code;
          // The hint is a line of its own: a source map's lines move down by one with the code.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/** The chunks holding `roots` and every chunk they import statically. */
function chunksReachedFrom(roots: readonly string[], chunks: OutputChunk[]): Set<OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<OutputChunk>();
  const pending = chunks.filter((chunk) => chunk.moduleIds.some((id) => roots.includes(id)));
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return reached;
}
