import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { keepOwnCodeMappings } from './own-code-source-map.mjs';

// The server bundle's source map keeps only our code's mappings (docs/decisions/027): a stack
// trace still names our files and lines, and never names one of ours for a package's frame.

describe("the server bundle's source map", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'own-map-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names our file and line in a stack trace, and the bundle's place for a package's frame", async () => {
    mkdirSync(path.join(dir, 'node_modules/thrower'), { recursive: true });
    writeFileSync(
      path.join(dir, 'node_modules/thrower/index.js'),
      'export function explode() {\n  const detail = "boom";\n  throw new Error(detail);\n}\n',
    );
    writeFileSync(
      path.join(dir, 'app.js'),
      'import { explode } from "thrower";\n\nfunction handle() {\n  explode();\n}\nhandle();\n',
    );
    await build({
      absWorkingDir: dir,
      entryPoints: ['app.js'],
      outfile: path.join(dir, 'out/app.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      sourcemap: true,
      sourcesContent: false,
      logLevel: 'silent',
    });
    keepOwnCodeMappings(path.join(dir, 'out/app.js.map'));
    const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(dir, 'out/app.js')], {
      encoding: 'utf8',
    });
    const frames = run.stderr.split('\n').filter((l) => l.trim().startsWith('at '));
    expect(frames[0]).toContain('at explode (');
    expect(frames[0]).toContain(path.join('out', 'app.js:'));
    expect(frames[0]).not.toContain('node_modules');
    expect(frames[1]).toContain(`at handle (${path.join(dir, 'app.js')}:4:3)`);
  });
});
