// The deletion service on its own: many files in pages, a run broken off half way and run again,
// and a second run after a finished one.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteAccount, purgeFiles } from "../../worker/features/account/deletion";
import { countOf, db, filesOf, rowsNaming, signUpWith } from "./support/account-fixtures";
import { rawCall as call } from "./support/client";

async function withFiles(n: number) {
  const user = await signUpWith();
  for (let i = 0; i < n; i++) await env.FILES.put(`u/${user.id}/works/${i}.png`, new Uint8Array([i]));
  return user;
}

/** R2 whose deletes fail after the first `ok` calls, like storage going away mid-run. */
function failingDeletes(ok: number): R2Bucket {
  let left = ok;
  return new Proxy(env.FILES, {
    get(target, prop) {
      if (prop === "delete")
        return (keys: string | string[]) =>
          left-- > 0 ? target.delete(keys) : Promise.reject(new Error("R2 unavailable"));
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("account deletion service", () => {
  it("deletes files page by page, every one of them", async () => {
    const user = await withFiles(7);
    expect(await purgeFiles(env.FILES, user.id, 2)).toBe(7);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("a run broken off while deleting files leaves a working account; running it again finishes", async () => {
    const user = await withFiles(5);
    await expect(deleteAccount(db(), failingDeletes(1), user.id, { pageSize: 2 })).rejects.toThrow("R2 unavailable");
    // Signed out everywhere, some files gone, but the account and its password are still there.
    expect((await call("/api/me", { cookie: user.cookie })).status).toBe(401);
    expect(await filesOf(user.id)).toHaveLength(3);
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);

    await deleteAccount(db(), env.FILES, user.id, { pageSize: 2 });
    expect(await filesOf(user.id)).toEqual([]);
    expect(await rowsNaming(user.id)).toEqual({});
  });

  it("running it again after it finished does nothing and fails nothing", async () => {
    const user = await withFiles(1);
    const others = await countOf("SELECT count(*) AS n FROM user");
    await deleteAccount(db(), env.FILES, user.id);
    expect(await deleteAccount(db(), env.FILES, user.id)).toEqual({ files: 0 });
    expect(await countOf("SELECT count(*) AS n FROM user")).toBe(others - 1);
  });
});
