import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Where the server looks for the page renderer inside a web build (src/server/modules/pages). */
export const SSR_DIR = '.ssr';
const ENTRY = 'entry-server.tsx';

/**
 * After the browser build, builds the storefront's server renderer from the same sources and
 * config into `<outDir>/.ssr/`, so every web build (npm run build, a test's or a benchmark's
 * own folder) carries the renderer of exactly its pages (docs/decisions/010).
 */
export function ssrBundle(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let skip = false;
  return {
    name: 'cardapio-ssr-bundle',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      configFile = config.configFile;
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      await build({
        configFile,
        logLevel: 'warn',
        build: {
          ssr: ENTRY,
          outDir: path.join(outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
        },
      });
    },
  };
}
