// `npm start`, `npm run admin`, `npm run backup`/`restore`: runs the compiled server (or one of
// its command-line tools) with plain node, in this one process (docs/decisions/009):
//   1. builds first (`npm run build`) only when dist/.build-stamp is missing or older than the
//      sources; without the dev tools to build, says so and stops;
//   2. reads .env when present, the real environment winning;
//   3. keeps PGlite's wasm on V8's baseline compiler (about 55 MB less memory) and turns on
//      source maps, so stack traces name the TypeScript files.
//   node scripts/start.mjs [main|admin|backup] [arguments…]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

const root = path.resolve(import.meta.dirname, '..');
const ENTRIES = ['main', 'admin', 'backup'];
const entry = ENTRIES.includes(process.argv[2]) ? process.argv.splice(2, 1)[0] : 'main';
const stamp = path.join(root, 'dist/.build-stamp');
const SOURCES = ['src', 'drizzle', 'public', 'build', 'scripts/build-server.mjs'];
const BUILD_TOOLS = ['vite', '@tailwindcss/vite', 'esbuild'];
const SOURCE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/** The newest modification time under the given files and folders (0 when none exists). */
function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const st = statSync(p);
    if (!st.isDirectory()) newest = Math.max(newest, st.mtimeMs);
    else
      for (const e of readdirSync(p, { recursive: true, withFileTypes: true }))
        if (e.isFile()) newest = Math.max(newest, statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return newest;
}

const sources = [...SOURCES, ...SOURCE_FILES].map((p) => path.join(root, p));
const stale = !existsSync(stamp) || statSync(stamp).mtimeMs < newestMtime(sources);
if (stale) {
  // `npm ci --omit=dev` may still bring vite and esbuild (optional peers of other packages): check them all.
  if (!BUILD_TOOLS.every((p) => existsSync(path.join(root, 'node_modules', p, 'package.json')))) {
    console.error(
      'O build (dist/) está ausente ou desatualizado e as ferramentas de build não estão instaladas ' +
        '(npm ci --omit=dev). Rode `npm ci && npm run build` e depois `npm ci --omit=dev`.',
    );
    process.exit(1);
  }
  // The build's output goes to stderr: `npm run admin -- --setup-code` prints only the code.
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
// Set before PGlite compiles its 8.7 MB wasm module; TurboFan's tier-up of it is what costs the memory.
v8.setFlagsFromString('--liftoff-only');
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, `dist/server/${entry}.js`)).href);
