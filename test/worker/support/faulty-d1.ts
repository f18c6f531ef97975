// A D1 binding that fails chosen statements, like a database that errors at the worst moment.
// Wraps the real binding: statements whose SQL matches `fails` reject (on run/all/first/raw, or
// inside a batch) with a D1-style error; everything else goes to the real database.
type Rule = { match: RegExp; times: number; skip: number };

/** Fail statements matching `match`: after letting `skip` of them through, `times` of them. */
export type Fault = { match: RegExp; times?: number; skip?: number };

export function faultyD1(real: D1Database, ...faults: Fault[]) {
  const rules: Rule[] = faults.map((f) => ({ match: f.match, times: f.times ?? Infinity, skip: f.skip ?? 0 }));
  const failed: string[] = [];
  const shouldFail = (sql: string) => {
    const rule = rules.find((r) => r.times > 0 && r.match.test(sql));
    if (!rule) return false;
    if (rule.skip > 0) {
      rule.skip--;
      return false;
    }
    rule.times--;
    failed.push(sql);
    return true;
  };
  const injected = () => Promise.reject(new Error("D1_ERROR: injected fault: database unavailable"));
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();

  const wrap = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values), sql),
      run: () => (shouldFail(sql) ? injected() : stmt.run()),
      all: () => (shouldFail(sql) ? injected() : stmt.all()),
      first: (column?: string) => (shouldFail(sql) ? injected() : column ? stmt.first(column) : stmt.first()),
      raw: (options?: { columnNames?: boolean }) =>
        shouldFail(sql) ? injected() : stmt.raw(options as { columnNames: true }),
    } as unknown as D1PreparedStatement;
    realOf.set(wrapped, stmt);
    sqlOf.set(wrapped, sql);
    return wrapped;
  };

  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      // A batch is one transaction: one failing statement fails all of it.
      if (statements.some((s) => shouldFail(sqlOf.get(s) ?? ""))) return injected();
      return real.batch(statements.map((s) => realOf.get(s) ?? s));
    },
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: () => {
      throw new Error("not used");
    },
  } as unknown as D1Database;
  return { db, failed };
}

export const INSERT_INTO = (table: string) => new RegExp(`^insert into "${table}"`, "i");
