/**
 * Announcements on a PostgreSQL channel through the app's pool (`pg_notify`): the write side of
 * services/tenant-change-listener.ts, kept here so only repositories touch the database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';

export class AnnouncementsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Sends `payload` on `channel` to every session that listens to it.
   * @param channel the channel name (`LISTEN` side uses the same text)
   * @param payload at most 8000 bytes (PostgreSQL's limit)
   */
  async notify(channel: string, payload: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }
}
