-- Which revision of a quote counts on the dashboards (docs/product/quotes.md#signed-quotes-and-revisions).
--
-- A signed (Approved) quote stays actual revenue until a newer revision of it is Approved; making a revision
-- no longer erases the sale. `counted` marks the rows the dashboards sum: every current revision, and the latest
-- Approved revision of each quote number even when a newer, undecided or declined one replaced it. The service
-- keeps it (quotes.repo.ts, recountQuoteFamily) in the transaction that changes a status or makes a revision.
ALTER TABLE "quotes" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
UPDATE "quotes" q SET "counted" = false
 WHERE q.superseded_at IS NOT NULL
   AND NOT coalesce(q.status = 'Approved' AND q.revision = (
     SELECT max(o.revision) FROM quotes o
      WHERE o.organization_id = q.organization_id AND lower(o.quote_number) = lower(q.quote_number)
        AND o.status = 'Approved'), false);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quotes_month_totals_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.counted THEN
		PERFORM quote_month_totals_apply(OLD.organization_id, OLD.team_id, OLD.user_id,
			date_trunc('month', OLD.issue_date)::date, OLD.status::text, OLD.sent_at IS NOT NULL, -1, -OLD.revenue, -OLD.gross_profit);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.counted THEN
		PERFORM quote_month_totals_apply(NEW.organization_id, NEW.team_id, NEW.user_id,
			date_trunc('month', NEW.issue_date)::date, NEW.status::text, NEW.sent_at IS NOT NULL, 1, NEW.revenue, NEW.gross_profit);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "quotes_month_totals_update" ON "quotes";
--> statement-breakpoint
CREATE TRIGGER "quotes_month_totals_update" AFTER UPDATE ON "quotes" FOR EACH ROW
	WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.team_id IS DISTINCT FROM NEW.team_id
		OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.issue_date IS DISTINCT FROM NEW.issue_date
		OR OLD.status IS DISTINCT FROM NEW.status OR (OLD.sent_at IS NULL) <> (NEW.sent_at IS NULL)
		OR OLD.counted <> NEW.counted OR OLD.revenue IS DISTINCT FROM NEW.revenue
		OR OLD.gross_profit IS DISTINCT FROM NEW.gross_profit)
	EXECUTE FUNCTION quotes_month_totals_trigger();
--> statement-breakpoint
-- The summary again, from the counted rows.
DELETE FROM "quote_month_totals";
--> statement-breakpoint
INSERT INTO "quote_month_totals" (organization_id, team_id, user_id, month, status, sent, quotes, revenue, gross_profit)
SELECT organization_id, team_id, user_id, date_trunc('month', issue_date)::date, status::text, sent_at IS NOT NULL,
       count(*), sum(revenue), sum(gross_profit)
  FROM quotes WHERE counted
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- The dashboards' partial indexes (0011) on the counted rows. Projected ones are unchanged: a counted row that
-- a newer revision replaced is Approved, so the undecided counted rows are exactly the current ones.
DROP INDEX "quotes_dash_actual";
--> statement-breakpoint
DROP INDEX "quotes_dash_team_actual";
--> statement-breakpoint
DROP INDEX "quotes_dash_quoted";
--> statement-breakpoint
CREATE INDEX "quotes_dash_actual" ON "quotes" ("organization_id", "issue_date") INCLUDE ("team_id", "user_id", "revenue", "gross_profit") WHERE "status" = 'Approved' AND "counted";
--> statement-breakpoint
CREATE INDEX "quotes_dash_team_actual" ON "quotes" ("organization_id", "team_id", "issue_date") INCLUDE ("user_id", "revenue", "gross_profit") WHERE "status" = 'Approved' AND "counted";
--> statement-breakpoint
CREATE INDEX "quotes_dash_quoted" ON "quotes" ("organization_id", "issue_date") INCLUDE ("team_id", "status", "revenue", "gross_profit") WHERE "counted";
--> statement-breakpoint
-- The few replaced revisions that still count: the quotes list takes them off the summary's count.
CREATE INDEX "quotes_counted_replaced" ON "quotes" ("organization_id", "status") INCLUDE ("user_id", "team_id") WHERE "counted" AND "superseded_at" IS NOT NULL;
