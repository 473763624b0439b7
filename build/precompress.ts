import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes .br and .gz beside every compressible file of the build, so the server sends them
 * as they are (serveStatic's `precompressed`) instead of compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'cardapio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      // The server renderer (ssr-bundle.ts) is read from disk by the server, never sent.
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = path.join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
      }
    },
  };
}
