/**
 * The monthly partitions of `reports` (migration 0018). A partition is named `reports_YYYY_MM` after the UTC month it
 * holds; `reports_default` catches the rows of a month that has none yet. Creating and dropping
 * go through the SQL functions of the migration, which serialise on one advisory lock, so any
 * number of API processes may run them at once.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { rowsOf } from './sql.js';

/** `YYYY-MM`, a UTC calendar month. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The table name of a month's partition. */
const PARTITION = /^reports_(\d{4})_(\d{2})$/;

const Created = Type.Object({ created: Type.Boolean() }, { $id: 'partition created' });
const Dropped = Type.Object({ dropped: Type.Boolean() }, { $id: 'partition dropped' });
const Name = Type.Object({ name: Type.String() }, { $id: 'partition name' });
const Month = Type.Object({ month: Type.String() }, { $id: 'default partition month' });

function firstDay(month: string): string {
  if (!MONTH.test(month)) throw new RangeError(`not a YYYY-MM month: "${month}"`);
  return `${month}-01`;
}

export class ReportPartitionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Creates the partition of `month` unless it exists, moving into it the rows of that month the
   * default partition holds.
   * @param month `YYYY-MM` (UTC)
   * @returns true when the partition was created
   * @throws RangeError for a malformed month
   */
  async ensure(month: string): Promise<boolean> {
    const [r] = await rowsOf(
      this.db,
      sql`select pulse_reports_ensure_partition(${firstDay(month)}::date) as created`,
      Created,
    );
    return r?.created === true;
  }

  /**
   * Removes the partition of `month` with its reports, and records them as deleted in the outcome
   * counters in the same transaction (the dashboard's `created` tiles are kept).
   * @param month `YYYY-MM` (UTC)
   * @returns false when the month had no partition
   * @throws RangeError for a malformed month
   */
  async drop(month: string): Promise<boolean> {
    const [r] = await rowsOf(
      this.db,
      sql`select pulse_reports_drop_partition(${firstDay(month)}::date) as dropped`,
      Dropped,
    );
    return r?.dropped === true;
  }

  /**
   * The months that have a partition table, oldest first (a table a failed retention run left
   * detached included, so the next run finishes it).
   * @returns `YYYY-MM` months
   */
  async months(): Promise<string[]> {
    const list = await rowsOf(
      this.db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relname ~ '^reports_[0-9]{4}_[0-9]{2}$'
          order by c.relname`,
      Name,
    );
    return list.flatMap(({ name }) => {
      const m = PARTITION.exec(name);
      return m ? [`${m[1]}-${m[2]}`] : [];
    });
  }

  /**
   * The months of the rows the default partition holds (normally none: the maintenance job
   * creates partitions ahead of time).
   * @returns `YYYY-MM` months, oldest first
   */
  async defaultMonths(): Promise<string[]> {
    const list = await rowsOf(
      this.db,
      sql`select distinct to_char(request_date_time at time zone 'UTC', 'YYYY-MM') as month
          from reports_default order by 1`,
      Month,
    );
    return list.map((r) => r.month);
  }

  /**
   * The partition a report lives in, by reference id (tests, diagnostics).
   * @returns the table name, or undefined when no such report
   */
  async partitionOf(referenceId: string): Promise<string | undefined> {
    const [r] = await rowsOf(
      this.db,
      sql`select tableoid::regclass::text as name from reports where reference_id = ${referenceId} limit 1`,
      Name,
    );
    return r?.name;
  }
}
