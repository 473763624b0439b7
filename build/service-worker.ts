import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/web/sw/sw.ts', import.meta.url));
/** At the root, so its scope is the whole site (docs/decisions/011-service-worker.md). */
const FILE = 'sw.js';

/**
 * Builds the service worker (src/web/sw) into every browser build as `/sw.js`: one file with its
 * imports, unhashed (its address must not change), emitted with the build's own files so that
 * build/precompress.ts compresses it like them. The server renderer's build has none.
 */
export function serviceWorker(): Plugin {
  let skip = false;
  return {
    name: 'cardapio-service-worker',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    async generateBundle() {
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
      });
      this.emitFile({ type: 'asset', fileName: FILE, source: result.outputFiles[0]!.contents });
    },
  };
}
