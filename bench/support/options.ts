/** `--name=value` or `--name value` from the command line, else BENCH_NAME from the environment, else the default. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  let raw: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === `--${name}`) raw = args[i + 1];
    else if (a.startsWith(`--${name}=`)) raw = a.slice(name.length + 3);
  }
  raw ??= process.env[`BENCH_${name.toUpperCase().replace(/-/g, '_')}`];
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name}: expected a number, got ${raw}`);
  return n;
}

/** `--name value` from the command line, if given. */
export function stringOption(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

export const fmtMs = (ms: number) =>
  Number.isNaN(ms) ? '-' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
