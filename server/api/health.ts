import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../infra/db/client";

export function healthRoutes(database: Database) {
  return new Hono().get("/", async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ ok: true, db: database.kind });
    } catch {
      return c.json({ ok: false, db: database.kind }, 503);
    }
  });
}
