// better-auth's tables (user, session, account, verification, rate limit), written for its Drizzle adapter:
// property names are better-auth's field names, columns are snake_case like ours.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The account a row belongs to; deleting the account deletes the row. */
export const ownerId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * A better-auth table: its text id first, its own columns, the two dates last, and an index on the column better-auth
 * looks rows up by (`<table>_<label>_idx`).
 */
function betterAuthTable<Columns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  columns: Columns,
  lookup?: { column: keyof Columns & string; label: string },
) {
  return pgTable(name, { id: text("id").primaryKey(), ...columns, ...timestamps }, (table) =>
    lookup ? [index(`${name}_${lookup.label}_idx`).on(table[lookup.column] as AnyPgColumn)] : [],
  );
}

export const user = betterAuthTable("user", {
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
});

export const session = betterAuthTable(
  "session",
  {
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    // better-auth's columns; we keep them empty (see server/infra/auth/auth.ts: IP tracking is off).
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: ownerId(),
  },
  { column: "userId", label: "user" },
);

export const account = betterAuthTable(
  "account",
  {
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: ownerId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
  },
  { column: "userId", label: "user" },
);

export const verification = betterAuthTable(
  "verification",
  {
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  { column: "identifier", label: "identifier" },
);

export const rateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
