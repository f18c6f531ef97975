// Stripe's request bodies and query strings: flat form pairs with bracket keys
// (`line_items[0][price_data][currency]=cny`, `expand[0]=payment_intent`, `expand[]=x`), nested
// back into objects and arrays the way Stripe's parser does. Written here because `qs` is not a
// dependency of this project (it is only a transitive one, and the SDK itself no longer uses it).

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][0][c]` → ["a", "b", "0", "c"]; `expand[]` → ["expand", ""]. */
export function splitKey(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]);
  return parts;
}

/** Integer-looking or empty segments make arrays; anything else makes objects. */
const isIndex = (segment: string) => segment === "" || /^\d+$/.test(segment);

function place(target: FormObject | FormValue[], path: string[], value: string) {
  const [head, ...rest] = path;
  const slot = Array.isArray(target) ? (head === "" ? target.length : Number(head)) : head;
  const container = target as Record<string | number, FormValue>;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  let child = container[slot];
  if (child === undefined || typeof child === "string") child = container[slot] = isIndex(rest[0]) ? [] : {};
  place(child as FormObject | FormValue[], rest, value);
}

/** Arrays keep their order but lose holes (`a[0]`, `a[2]` → two items), as Stripe reads them. */
function compact(value: FormValue): FormValue {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]));
}

export function decodeForm(pairs: Record<string, string> | Iterable<[string, string]>): FormObject {
  const root: FormObject = {};
  const entries = Symbol.iterator in pairs ? pairs : Object.entries(pairs);
  for (const [key, value] of entries as Iterable<[string, string]>) place(root, splitKey(key), value);
  return compact(root) as FormObject;
}

/** The Stripe spelling of a nested parameter path, for error messages: line_items[0][quantity]. */
export const paramName = (path: (string | number)[]) => path.map((p, i) => (i === 0 ? String(p) : `[${p}]`)).join("");
