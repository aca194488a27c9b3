import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./modules/*/schema.server.ts", "./modules/*/schema-*.server.ts"],
  out: "./db/migrations",
});
