import postgres from 'postgres';

/** The PostgreSQL server the benchmarks use (a fresh database each run, dropped afterwards). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { name: string; url: string; drop(): Promise<void> };

export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `bench_${prefix}_${Date.now().toString(36)}`;
  const admin = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const a = postgres(PG_ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await a.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}
