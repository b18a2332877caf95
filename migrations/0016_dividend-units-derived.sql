ALTER TABLE "dividends" ALTER COLUMN "units" DROP NOT NULL;--> statement-breakpoint
-- Units the user did not give are derived on read from the ledger as it stands (decision 034): the
-- copies worked out when each dividend was written go; the units users gave stay as they are.
UPDATE "dividends" SET "units" = NULL WHERE NOT "units_overridden";--> statement-breakpoint
ALTER TABLE "dividends" ADD CONSTRAINT "dividends_units_given" CHECK ("dividends"."units_overridden" = ("dividends"."units" is not null));
