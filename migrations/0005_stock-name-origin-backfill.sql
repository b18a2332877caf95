-- Stocks an import created before names had an origin (docs/decisions/011-pasted-layouts-and-names.md):
-- a name equal to the symbol is the symbol placeholder, which a later import may replace; any other
-- name came from the imported data. Stocks added by hand (no creating batch) stay 'user', and so do
-- stocks whose creating import was undone: where a name came from is then unknown, so it is kept.
UPDATE "stocks" SET "name_origin" = CASE WHEN "name" = "symbol" THEN 'symbol' ELSE 'data' END
 WHERE "created_by_batch_id" IS NOT NULL;
