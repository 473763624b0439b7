import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from './app-root';
import { loadConfig } from './config';

// .env.example and the README's table list every variable config.ts reads, with its real
// default: a variable added to config.ts without them fails here.

const read = (file: string) => readFileSync(path.join(appRoot, file), 'utf8');

/** The keys of config.ts's envSchema, read from its source (the schema is not exported). */
function configVariables(): string[] {
  const source = read('src/server/config.ts');
  const schema = source.slice(
    source.indexOf('const envSchema = z.object({'),
    source.indexOf('\n});', source.indexOf('const envSchema')),
  );
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** `# KEY=value` lines of .env.example: each variable with its default (empty: unset). */
function exampleDefaults(): Map<string, string> {
  return new Map([...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('.env.example', () => {
  it('lists every variable config.ts reads', () => {
    const listed = exampleDefaults();
    const vars = configVariables();
    expect(vars.length).toBeGreaterThan(30);
    expect(vars.filter((key) => !listed.has(key))).toEqual([]);
  });

  it('gives each its real default: setting it to the value shown changes nothing', () => {
    const defaults = loadConfig({});
    for (const [key, value] of exampleDefaults()) {
      expect(loadConfig({ [key]: value }), `${key}=${value}`).toEqual(defaults);
    }
  });

  it("and the README's configuration table names each of them", () => {
    const table = read('README.md')
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .join('\n');
    for (const key of configVariables()) expect(table, key).toContain(`\`${key}\``);
  });
});
