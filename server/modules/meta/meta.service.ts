import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { pingDatabase } from './meta.queries';

/** Asks the database for the simplest answer; a 503 with a readable message when it does not answer. */
export async function assertDatabaseAnswers(db: Db, log: { error(o: object, msg: string): void }): Promise<void> {
  try {
    await pingDatabase(db);
  } catch (err) {
    log.error({ err }, 'health check: database unreachable');
    throw new HttpError(503, 'The database is not answering.');
  }
}
