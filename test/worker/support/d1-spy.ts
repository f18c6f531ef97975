// A D1 binding that notes every statement it is asked to prepare (on the database and on the
// sessions the app opens with withSession), then runs it on the real database: for tests that
// prove a request did or did not read a table.
export function d1Spy(real: D1Database) {
  const statements: string[] = [];
  const spy = <T extends D1Database | D1DatabaseSession>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === "prepare")
          return (sql: string) => {
            statements.push(sql);
            return t.prepare(sql);
          };
        if (prop === "withSession")
          return (...args: Parameters<D1Database["withSession"]>) => spy((t as D1Database).withSession(...args));
        const value = Reflect.get(t, prop, t) as unknown;
        return typeof value === "function" ? value.bind(t) : value;
      },
    });
  /** How many statements so far read or wrote `table` (its quoted name, as drizzle writes it). */
  const touching = (table: string) =>
    statements.filter((sql) => sql.includes(`"${table}"`) || new RegExp(`\\b${table}\\b`).test(sql)).length;
  return { db: spy(real), statements, touching };
}
