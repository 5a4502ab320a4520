/**
 * Transactions across repositories (docs/adr/0002-api-layers.md): a service that must write
 * through several repositories atomically calls `repos.transaction(fn)` and passes the handle it
 * receives to each repository method. The handle is opaque outside this folder, so services never
 * query the database themselves.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';

declare const transactionBrand: unique symbol;

/** An open database transaction; only repository methods use it. */
export interface Transaction {
  readonly [transactionBrand]: true;
}

export interface TransactionOptions {
  /**
   * Takes this transaction-scoped advisory lock first (`pg_advisory_xact_lock`), so concurrent
   * processes run the same one-time work one after the other.
   */
  advisoryLock?: number;
}

/** The Drizzle handle of a transaction (repositories only). */
export function txDb(tx: Transaction): Db {
  return tx as unknown as Db;
}

/** Runs `fn` in one transaction on `db`: committed when it resolves, rolled back when it throws. */
export function runTransaction<T>(
  db: Db,
  fn: (tx: Transaction) => Promise<T>,
  opts: TransactionOptions = {},
): Promise<T> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (opts.advisoryLock !== undefined)
      await tx.execute(sql`select pg_advisory_xact_lock(${opts.advisoryLock})`);
    return fn(tx as unknown as Transaction);
  });
}
