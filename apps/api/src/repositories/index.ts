/** All repositories of the app, built over one database. */
import type { Db } from '../db/index.js';
import { ApiKeysRepository } from './api-keys.js';
import { CatalogRepository } from './catalog.js';
import { ClientsRepository } from './clients.js';
import { DatasetsRepository } from './datasets.js';
import { MeteringRepository } from './metering.js';
import { ReportsRepository } from './reports.js';
import { SanctionsRepository } from './sanctions.js';
import { VerificationTokensRepository } from './verification-tokens.js';

export interface Repositories {
  db: Db;
  clients: ClientsRepository;
  apiKeys: ApiKeysRepository;
  verificationTokens: VerificationTokensRepository;
  catalog: CatalogRepository;
  metering: MeteringRepository;
  reports: ReportsRepository;
  datasets: DatasetsRepository;
  sanctions: SanctionsRepository;
}

/**
 * @param cache enable the per-process read cache: only when this process is the database's sole
 *   user (embedded PGlite); see EntityCache
 */
export function createRepositories(db: Db, keyEncryptionKey: Buffer, cache = false): Repositories {
  const clients = new ClientsRepository(db, cache);
  return {
    db,
    clients,
    apiKeys: new ApiKeysRepository(db, keyEncryptionKey, clients, cache),
    verificationTokens: new VerificationTokensRepository(db),
    catalog: new CatalogRepository(db),
    metering: new MeteringRepository(db),
    reports: new ReportsRepository(db),
    datasets: new DatasetsRepository(db),
    sanctions: new SanctionsRepository(db),
  };
}
