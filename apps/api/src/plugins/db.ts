/**
 * Opens the database (migrating it) and exposes `app.database` and the repositories `app.repos`.
 * Closes it when the app closes.
 */
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/index.js';
import { createRepositories, type Repositories } from '../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    repos: Repositories;
  }
}

export interface DbPluginOptions {
  /** See DatabaseOptions.pgliteTemplate (tests only). */
  pgliteTemplate?: Blob | undefined;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.pgliteDataDir,
      pgliteTemplate: opts.pgliteTemplate,
      role: 'api',
    });
    app.decorate('database', database);
    // PGlite lives inside this process, so nothing else can change rows behind the cache's back.
    app.decorate(
      'repos',
      createRepositories(database.db, config.keyEncryptionKey, database.kind === 'pglite'),
    );
    app.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
