// Compiles the server to plain JavaScript for `npm start` (docs/decisions/009): one ESM bundle per
// entry in dist/server/, with the tsconfig aliases resolved and source maps beside them. The
// packages go into the bundle too, but for those that load files beside their own modules or are
// loaded only on first use (EXTERNAL): one file instead of ~900 for Node's ESM loader to resolve,
// read and link (docs/decisions/027-one-server-bundle.md).
// Writes dist/.build-stamp last, which scripts/start.mjs compares with the sources.
//   node scripts/build-server.mjs [--out dist]
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { keepOwnCodeMappings } from './own-code-source-map.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist' } } });
const out = path.resolve(values.out);

const EXTERNAL = [
  // Find their wasm and data, native binaries, or worker scripts beside their own modules.
  '@electric-sql/pglite',
  'sharp',
  'pino',
  'pino-pretty',
  // Loaded on first use only (an S3 upload, a push), and large.
  '@aws-sdk/*',
  'web-push',
];

await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts', 'src/server/cli/admin.ts', 'src/server/cli/backup.ts'],
  outdir: path.join(out, 'server'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // A CommonJS package's require() of a Node module, inside an ESM bundle.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Our files and lines in stack traces; not the sources themselves, which Node would read at start.
  sourcemap: true,
  sourcesContent: false,
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
});
for (const file of readdirSync(path.join(out, 'server'))) {
  const built = path.join(out, 'server', file);
  if (file.endsWith('.js.map')) keepOwnCodeMappings(built);
  if (file.endsWith('.js')) refuseNonAscii(built);
}

/**
 * esbuild escapes what is not ASCII in strings, but not inside a tagged template (a `sql` query)
 * or a regular expression. One such character and V8 holds the whole bundle's source two bytes
 * a character: 3.7 MB more for the server's life (docs/decisions/027-one-server-bundle.md).
 */
function refuseNonAscii(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found = lines.flatMap((line, i) => {
    const at = line.search(/[\u0080-\uffff]/);
    return at === -1 ? [] : [`${path.basename(file)}:${i + 1}: …${line.slice(Math.max(0, at - 40), at + 20)}…`];
  });
  if (found.length === 0) return;
  console.error(
    `The server bundle must be ASCII: write these characters as \\u escapes or pass them as query parameters.\n${found.join('\n')}`,
  );
  process.exit(1);
}

// The empty cluster a first start copies instead of running initdb (src/server/db/pglite-template.ts):
// initdb run here, straight into a directory on disk.
const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
const template = path.join(out, `pglite-template-${version}`);
if (!existsSync(path.join(template, 'PG_VERSION'))) {
  rmSync(template, { recursive: true, force: true });
  const pg = new PGlite(template);
  await pg.waitReady;
  await pg.close();
  // initdb leaves it readable by the builder only; the server may run as another user (a
  // container's), and makes its own copy private (src/server/db/client.ts).
  for (const entry of readdirSync(template, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  chmodSync(template, 0o755);
}
writeFileSync(path.join(out, '.build-stamp'), `${new Date().toISOString()}\n`);
