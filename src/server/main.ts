import { createApp } from './app';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { keepDataDirPrivate, makePrivateDir } from './db/private-files';
import { seedDemo } from './db/seed/seed-demo';
import { createNodeServer } from './http/node-server';
import { createLogger } from './logger';
import { ownerExists } from './modules/roles/service';
import { setupCodeFor } from './modules/roles/setup-code';
import { scheduleUploadSweep } from './modules/uploads/sweep-uploads';
import { startRuntimeLog } from './runtime-log';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL, process.stdout.isTTY && config.NODE_ENV !== 'production');
  keepDataDirPrivate(config.dataDir);
  makePrivateDir(config.uploadsDir);
  config = { ...config, AUTH_SECRET: resolveAuthSecret(config) };

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  logger.info({ database: database.kind }, 'database ready');
  if (config.SEED_DEMO && (await seedDemo(database.db))) logger.info('demo restaurant seeded');

  if (!(await ownerExists(database.db))) {
    // The way in for the store's owner: only someone who sees this log (or the server's
    // shell, npm run admin -- --setup-code) can make the first admin account.
    logger.warn(
      `Loja sem administrador. Abra ${config.publicUrl}/admin-register e informe o código de configuração: ${setupCodeFor(config.AUTH_SECRET!)}`,
    );
  }

  const auth = createAuth(database.db, config, logger);
  const app = createApp({ config, database, auth, logger, now: () => new Date() });
  scheduleUploadSweep(app.uploads, database.db, logger);
  startRuntimeLog(logger, config.RUNTIME_LOG_SECONDS);
  const server = await createNodeServer(app, logger, config.HOST);
  server.listen(config.PORT, config.HOST, () => {
    logger.info(`Cardápio listening on http://localhost:${config.PORT}`);
    // The start-up lines (the setup code among them) are out before the first request is served.
    logger.flush();
    // A parent that started the server with an IPC channel (the tests' spawnServer) learns
    // that this process bound the port, not another that took the same free port first.
    process.send?.({ listening: config.PORT });
  });

  // SIGTERM: stop accepting, let in-flight requests finish, then close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('forced shutdown after timeout');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // The background work (email, order notifications) finishes what it started before the
    // database closes: a notification feed cut mid-batch would hold its lease for 2 minutes.
    const stopped = app.stop().catch((err: unknown) => logger.error({ err }, 'stopping background work failed'));
    server.close(async () => {
      await stopped;
      await database.close().catch((err) => logger.error({ err }, 'database close failed'));
      logger.info('bye');
      process.exit(0);
    });
    // Keep-alive connections that were busy at SIGTERM go idle once they answer: close them
    // as they do, or the exit waits for the clients to hang up (~3 s measured by bench:fault).
    const closeIdle = () => (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    closeIdle();
    setInterval(closeIdle, 100).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
