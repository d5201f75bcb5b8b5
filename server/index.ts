import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startHousekeeping } from './jobs/housekeeping';
import { startMailDelivery } from './jobs/mail-delivery';
import { startRippleDigests } from './jobs/ripple-digests';

/** Process entry: config, database, app, listen; closes cleanly on SIGTERM/SIGINT. */
async function main() {
  const startedAt = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let dbHandle;
  try {
    dbHandle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => console.warn(`database connection dropped (${err.message}); it will be replaced`),
    });
  } catch (err) {
    // A busy or unopenable embedded database says what happened and what to do; no stack trace to read.
    console.error((err as Error).message);
    process.exit(1);
  }
  const app = await buildApp({ config, dbHandle });
  await prepareDatabase(
    dbHandle,
    config,
    (msg) => app.log.info(msg),
    (msg) => app.log.warn(msg),
  );
  // Mail outbox delivery (SMTP_URL, or .eml files in DATA_DIR/mail).
  const stopMail = startMailDelivery(dbHandle.db, config, app.log);
  // Hourly clean-up: ended sessions, spent links, orphan uploads, finished mail, old ripple view events.
  const stopCleanup = startHousekeeping(dbHandle.db, config, app.log);
  // Growth mails for ripples whose followers' daily limit held them back.
  const stopRippleDigests = startRippleDigests(dbHandle.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // Order matters: stop taking requests and let in-flight ones finish, stop the jobs, then close the database.
      await app.close();
      await Promise.all([stopRippleDigests(), stopMail(), stopCleanup()]);
      await dbHandle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: dbHandle.kind, publicUrl: config.publicUrl, startupMs: Math.round(performance.now() - startedAt) },
    `KindRipple is ready at ${config.publicUrl}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
