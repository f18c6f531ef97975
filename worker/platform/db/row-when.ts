// INSERT … SELECT <row> WHERE <condition>: a row written only if a condition read in the same
// statement holds (false writes nothing and is no error). The ledger's `onlyIf` and the audit
// entry of an action that may turn out to change nothing both use it.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** `SELECT <row's values, in the table's column order> WHERE <condition>`, for `insert(table).select(…)`. */
export function rowWhen<T extends SQLiteTable>(table: T, row: T["$inferInsert"], condition: SQL) {
  const values = Object.entries(getTableColumns(table)).map(([name, column]) => {
    const value = (row as Record<string, unknown>)[name];
    if (value !== undefined) return sql.param(value, column);
    // A column left out takes its default (created_at's is SQL), as in a plain INSERT.
    return is(column.default, SQL) ? sql`(${column.default})` : sql.param(column.default ?? null, column);
  });
  return sql`SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`;
}
