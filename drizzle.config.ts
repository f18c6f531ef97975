import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/platform/db/schema.ts",
  out: "./migrations",
});
