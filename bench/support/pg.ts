import postgres from 'postgres';

/** The PostgreSQL server the benchmarks use (a fresh database each run, dropped afterwards). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `fn` on one connection to `url`, closed afterwards. */
export async function withConnection<T>(url: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

export type BenchDatabase = { name: string; url: string; drop(): Promise<void> };

export async function createBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const name = `bench_${prefix}_${Date.now().toString(36)}`;
  await withConnection(PG_ADMIN_URL, (admin) => admin.unsafe(`create database "${name}"`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await withConnection(PG_ADMIN_URL, (admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
    },
  };
}
