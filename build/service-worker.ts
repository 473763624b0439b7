import { fileURLToPath } from 'node:url';
// esbuild is Vite's own bundler for dependencies and is listed in devDependencies at the
// version Vite asks for; its binary comes from its optional platform package, so `npm ci`
// needs no install script.
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const ENTRY = fileURLToPath(new URL('../src/web/sw/sw.ts', import.meta.url));
/** At the root, so its scope is the whole site (docs/decisions/011-service-worker.md). */
const FILE = 'sw.js';
/**
 * The storefront's lazy pages a customer may open offline without having opened them online,
 * and the app's stylesheet the cart and checkout load with them: their code is kept when the
 * worker installs (the home's is in the entry).
 */
const OFFLINE_PAGES =
  /\/src\/web\/(?:features\/(?:product\/product-page|cart\/cart-page|checkout\/checkout-page)\.tsx|styles\/app-styles\.ts)$/;

/** The entry and the offline pages' chunks, with every chunk and stylesheet they import. */
function precacheList(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) add(byName.get(name));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.facadeModuleId && OFFLINE_PAGES.test(chunk.facadeModuleId))) add(chunk);
  }
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * Builds the service worker (src/web/sw) into every browser build as `/sw.js`: one file with its
 * imports, unhashed (its address must not change), emitted with the build's own files so that
 * build/precompress.ts compresses it like them. The build's file names are written into it, so
 * every build gives a new worker, which the browser installs on the next visit. The server
 * renderer's build has none.
 */
export function serviceWorker(): Plugin {
  let skip = false;
  return {
    name: 'cardapio-service-worker',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (skip) return;
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        logLevel: 'warning',
        define: { __PRECACHE__: JSON.stringify(precacheList(bundle)) },
      });
      this.emitFile({ type: 'asset', fileName: FILE, source: result.outputFiles[0]!.contents });
    },
  };
}
