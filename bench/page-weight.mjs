// Page weight of the home route: the gzip size of the JavaScript and CSS a first visit to /
// downloads before it can run (the entry script, its modulepreload links and every chunk they
// import statically, the stylesheets), against the budget of issue 3: at most 90 kB of JS.
// Baseline in the same run: all the JavaScript the app ships (every route, admin included).
//
//   node bench/page-weight.mjs [distDir]      reads dist/web (or WEB_DIST, or the argument)
//   node bench/page-weight.mjs --build        builds into a temporary folder first
//   --check                                   exits 1 when the JS is over budget
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_JS_KB = 90;
const args = process.argv.slice(2);
let dist = args.find((a) => !a.startsWith('--')) ?? process.env.WEB_DIST ?? 'dist/web';
if (args.includes('--build')) {
  dist = mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
}
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: run \`npm run build\` or pass --build.`);
  process.exit(1);
}

const kb = (n) => (n / 1000).toFixed(2).padStart(8) + ' kB';
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const local = (url) => path.join(dist, url.replace(/^\//, '').split(/[?#]/)[0]);

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`\\s${name}=["']([^"']+)["']`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entries = [];
const css = [];
for (const t of tags) {
  if (t.startsWith('<script') && attr(t, 'type') === 'module' && attr(t, 'src')) entries.push(local(attr(t, 'src')));
  if (t.startsWith('<link') && attr(t, 'rel') === 'modulepreload') entries.push(local(attr(t, 'href')));
  if (t.startsWith('<link') && attr(t, 'rel') === 'stylesheet') css.push(local(attr(t, 'href')));
}

// Static imports only (`import "./x.js"`, `from "./x.js"`); `import("./x.js")` loads later, on demand.
const js = new Set();
const visit = (file) => {
  if (js.has(file) || !existsSync(file)) return;
  js.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) visit(path.resolve(path.dirname(file), m[1]));
};
entries.forEach(visit);

const rows = [...js].map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
const cssRows = css.map((f) => ({ f, size: gz(f) }));
const jsTotal = rows.reduce((s, r) => s + r.size, 0);
const cssTotal = cssRows.reduce((s, r) => s + r.size, 0);
const allJs = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((s, f) => s + gz(path.join(dist, 'assets', f)), 0);

console.log(`Home route (/) page weight, gzip -9, from ${dist}\n`);
for (const r of rows) console.log(`  JS  ${kb(r.size)}  ${path.relative(dist, r.f)}`);
for (const r of cssRows) console.log(`  CSS ${kb(r.size)}  ${path.relative(dist, r.f)}`);
console.log('');
console.log(`  JavaScript the home loads  ${kb(jsTotal)}   budget ${BUDGET_JS_KB} kB  ${jsTotal <= BUDGET_JS_KB * 1000 ? 'OK' : `OVER by ${kb(jsTotal - BUDGET_JS_KB * 1000).trim()}`}`);
console.log(`  CSS the home loads         ${kb(cssTotal)}`);
console.log(`  Baseline: all app JS       ${kb(allJs)}   (home loads ${((100 * jsTotal) / allJs).toFixed(0)}% of it)`);
if (args.includes('--check') && jsTotal > BUDGET_JS_KB * 1000) process.exit(1);
