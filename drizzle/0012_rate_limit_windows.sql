-- The request limits' windows, shared by every instance on PostgreSQL (src/server/http/shared-windows.ts,
-- docs/decisions/015-shared-rate-limit-windows.md): one row per limit and key, the key being
-- the SHA-256 of the limit's name and the client's key.
-- Hand-written, and absent from schema.ts: Drizzle cannot declare an UNLOGGED table, and only
-- shared-windows.ts reads or writes it. UNLOGGED: counters written on every limited request
-- skip the WAL; a crash or a failover to a standby empties the table, which only starts every
-- window afresh. Each hit updates its row in place (fillfactor leaves room for HOT updates);
-- the sweep finds expired rows by scanning, so no index on resets_at is kept up on every hit.
-- The embedded database gets the table too and leaves it empty (its limits count in memory).
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
) WITH (fillfactor = 50);
