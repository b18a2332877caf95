// The column shapes the tables repeat, written once: ids, timestamps, calendar days and the exact
// decimals money and units are kept in (read as decimal strings, never floats).
import { date, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();

/** A moment in time, kept with its time zone. */
export const moment = <Name extends string>(name: Name) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment("created_at").notNull().defaultNow();
export const updatedAt = () => moment("updated_at").notNull().defaultNow();

/** A calendar date, read and written as "YYYY-MM-DD". */
export const day = <Name extends string>(name: Name) => date(name, { mode: "string" });

/** An amount of money to the cent: numeric(20,2). */
export const money = <Name extends string>(name: Name) => numeric(name, { precision: 20, scale: 2 });

/** Units, prices and per-share amounts, exact to six places: numeric(20,6). */
export const exact = <Name extends string>(name: Name) => numeric(name, { precision: 20, scale: 6 });
