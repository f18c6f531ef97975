// Grants the admin role to an existing local account: `npm run make-admin -- you@example.com`.
// A role counts only on a confirmed address; whoever runs this owns the local database, so the
// address is marked confirmed too (in production, ADMIN_EMAILS plus the mailed link does it).
import { spawnSync } from "node:child_process";
import { offlineEnv } from "./lib.mjs";

const email = process.argv[2];
if (!email || !/^[^\s@']+@[^\s@']+$/.test(email)) {
  console.error("Usage: npm run make-admin -- you@example.com");
  process.exit(1);
}
const sql = `UPDATE user SET email_verified = 1 WHERE email = '${email.toLowerCase()}'; INSERT OR IGNORE INTO user_roles (id, user_id, role) SELECT lower(hex(randomblob(16))), id, 'admin' FROM user WHERE email = '${email.toLowerCase()}';`;
const check = `SELECT u.email, r.role FROM user u JOIN user_roles r ON r.user_id = u.id WHERE u.email = '${email.toLowerCase()}';`;
for (const command of [sql, check]) {
  const res = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", command], {
    stdio: "inherit",
    env: offlineEnv,
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
console.log(
  `If a row with role "admin" is listed above, ${email} is now an admin (reload the app to see the admin link).`,
);
