// The first thing in an archive: what was backed up, from which version and migration, and how many
// rows each table had in the snapshot. Validated with zod on the way in, like any other input.
import { z } from "zod";

export const ARCHIVE_FORMAT = "asx-fair-value-dashboard-backup";
/** Version 1 held each table as COPY's text format; version 2 (written now) as its binary format. */
export const TEXT_ARCHIVE_VERSION = 1;
export const ARCHIVE_FORMAT_VERSION = 2;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, "must be a lower-case SQL identifier");

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.union([z.literal(TEXT_ARCHIVE_VERSION), z.literal(ARCHIVE_FORMAT_VERSION)]),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** The newest migration applied to the database that was backed up (drizzle's journal entry). */
  migration: z.object({ idx: z.number().int().min(0), tag: z.string(), when: z.number().int(), hash: z.string() }),
  tables: z
    .array(z.object({ name: identifier, columns: z.array(identifier).min(1), rows: z.number().int().min(0) }))
    .min(1)
    .refine((tables) => new Set(tables.map((t) => t.name)).size === tables.length, "a table is listed twice"),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest["tables"][number];

/** How the archive's sections hold their rows, and so how COPY reads them back. */
export const sectionFormat = (manifest: Pick<Manifest, "formatVersion">): "text" | "binary" =>
  manifest.formatVersion === TEXT_ARCHIVE_VERSION ? "text" : "binary";

/** `"a", "b"` for a COPY column list or a SELECT; the names were checked to be plain identifiers. */
export const quoteColumns = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(", ");
