-- Free-text search of the calculations list ("contains", case-insensitive) stays fast at 100,000 rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calculations_search_trgm" ON "calculations" USING gin ("search_text" gin_trgm_ops);
