// Patches postgres.js 3.4.x (node_modules/postgres) against a crash on a PostgreSQL restart:
// a query sent on a connection whose socket has just closed (the ROLLBACK that `sql.begin`
// sends after its query failed with CONNECTION_CLOSED) schedules a write that runs with
// `socket === null` and throws from a setImmediate: an uncaught TypeError that ends the
// process. Upstream: porsager/postgres#1066, #1154, #1208 (fix PRs #1168, #1176, #1209, not
// released). The guard rejects that query with CONNECTION_CLOSED instead (the caller answers
// 503), and a closed or terminated connection forgets its pending write so the reconnected
// socket does not start with stale bytes. Idempotent; run by `postinstall`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MARK = '/* cardapio: guard nextWrite */';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/postgres');
if (!existsSync(root)) process.exit(0);

const edits = [
  [
    '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  ],
  ['    clearImmediate(nextWriteTimer)\n    if (socket) {', '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {'],
  ['    clearImmediate(nextWriteTimer)\n    socket.removeListener', '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener'],
];

for (const dir of ['src', 'cjs/src', 'cf/src']) {
  const file = path.join(root, dir, 'connection.js');
  if (!existsSync(file)) continue;
  let text = readFileSync(file, 'utf8');
  if (text.includes(MARK)) continue;
  for (const [from, to] of edits) {
    if (!text.includes(from)) {
      console.warn(`patch-postgres-js: ${dir}/connection.js changed upstream; not patched (check whether the fix is released)`);
      text = null;
      break;
    }
    text = text.replace(from, to);
  }
  if (text) {
    writeFileSync(file, text);
    console.log(`patch-postgres-js: patched ${dir}/connection.js`);
  }
}
