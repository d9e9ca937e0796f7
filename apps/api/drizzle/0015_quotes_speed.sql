-- Quotes and dashboard speed (docs/performance.md#quotes-and-dashboard).
--
-- Two summary tables kept by triggers in the same transaction as the row they sum, so they are never stale:
-- quote_month_totals (current quotes per organisation, team, member, month of issue date, status and sent or
-- not) and calculation_month_counts (calculations per organisation, team, member and UTC month of creation).
-- The dashboards sum whole months from them and read only the partial months at a period's edges from the
-- quotes; the quotes list counts an unsearched page from them. No foreign keys: a cascading delete of an
-- organisation deletes its quotes, whose triggers empty these rows. quote_client_counts counts the current quotes
-- per organisation and client name (lower-case): the list's Client filter alone counts its matches from the few
-- thousand distinct names instead of rechecking every matching quote.
CREATE TABLE "quote_month_totals" (
	"organization_id" integer NOT NULL,
	"team_id" integer,
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"sent" boolean NOT NULL,
	"quotes" integer NOT NULL,
	"revenue" numeric(18, 2) NOT NULL,
	"gross_profit" numeric(18, 2) NOT NULL,
	CONSTRAINT "quote_month_totals_key" UNIQUE NULLS NOT DISTINCT ("organization_id", "team_id", "user_id", "month", "status", "sent")
);
--> statement-breakpoint
CREATE INDEX "quote_month_totals_org_month" ON "quote_month_totals" ("organization_id", "month");
--> statement-breakpoint
CREATE INDEX "quote_month_totals_org_team_month" ON "quote_month_totals" ("organization_id", "team_id", "month");
--> statement-breakpoint
CREATE INDEX "quote_month_totals_org_user_month" ON "quote_month_totals" ("organization_id", "user_id", "month");
--> statement-breakpoint
CREATE TABLE "calculation_month_counts" (
	"organization_id" integer NOT NULL,
	"team_id" integer,
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"calculations" integer NOT NULL,
	CONSTRAINT "calculation_month_counts_key" UNIQUE NULLS NOT DISTINCT ("organization_id", "team_id", "user_id", "month")
);
--> statement-breakpoint
CREATE FUNCTION "quote_month_totals_apply"(o integer, t integer, u integer, m date, s text, snt boolean, n integer, rev numeric, gp numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF n > 0 THEN
		INSERT INTO quote_month_totals AS x (organization_id, team_id, user_id, month, status, sent, quotes, revenue, gross_profit)
		VALUES (o, t, u, m, s, snt, n, rev, gp)
		ON CONFLICT ON CONSTRAINT quote_month_totals_key DO UPDATE
			SET quotes = x.quotes + excluded.quotes, revenue = x.revenue + excluded.revenue,
			    gross_profit = x.gross_profit + excluded.gross_profit;
	ELSE
		UPDATE quote_month_totals x SET quotes = x.quotes + n, revenue = x.revenue + rev, gross_profit = x.gross_profit + gp
		 WHERE x.organization_id = o AND x.team_id IS NOT DISTINCT FROM t AND x.user_id = u AND x.month = m
		   AND x.status = s AND x.sent = snt;
		DELETE FROM quote_month_totals x
		 WHERE x.organization_id = o AND x.team_id IS NOT DISTINCT FROM t AND x.user_id = u AND x.month = m
		   AND x.status = s AND x.sent = snt AND x.quotes <= 0;
	END IF;
END $$;
--> statement-breakpoint
-- A superseded revision no longer counts (dashboards and lists show current revisions only).
CREATE FUNCTION "quotes_month_totals_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.superseded_at IS NULL THEN
		PERFORM quote_month_totals_apply(OLD.organization_id, OLD.team_id, OLD.user_id,
			date_trunc('month', OLD.issue_date)::date, OLD.status::text, OLD.sent_at IS NOT NULL, -1, -OLD.revenue, -OLD.gross_profit);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.superseded_at IS NULL THEN
		PERFORM quote_month_totals_apply(NEW.organization_id, NEW.team_id, NEW.user_id,
			date_trunc('month', NEW.issue_date)::date, NEW.status::text, NEW.sent_at IS NOT NULL, 1, NEW.revenue, NEW.gross_profit);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quotes_month_totals_insert_delete" AFTER INSERT OR DELETE ON "quotes"
	FOR EACH ROW EXECUTE FUNCTION quotes_month_totals_trigger();
--> statement-breakpoint
CREATE TRIGGER "quotes_month_totals_update" AFTER UPDATE ON "quotes" FOR EACH ROW
	WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.team_id IS DISTINCT FROM NEW.team_id
		OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.issue_date IS DISTINCT FROM NEW.issue_date
		OR OLD.status IS DISTINCT FROM NEW.status OR (OLD.sent_at IS NULL) <> (NEW.sent_at IS NULL)
		OR (OLD.superseded_at IS NULL) <> (NEW.superseded_at IS NULL) OR OLD.revenue IS DISTINCT FROM NEW.revenue
		OR OLD.gross_profit IS DISTINCT FROM NEW.gross_profit)
	EXECUTE FUNCTION quotes_month_totals_trigger();
--> statement-breakpoint
CREATE FUNCTION "calculation_month_counts_apply"(o integer, t integer, u integer, m date, n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF n > 0 THEN
		INSERT INTO calculation_month_counts AS x (organization_id, team_id, user_id, month, calculations)
		VALUES (o, t, u, m, n)
		ON CONFLICT ON CONSTRAINT calculation_month_counts_key DO UPDATE SET calculations = x.calculations + excluded.calculations;
	ELSE
		UPDATE calculation_month_counts x SET calculations = x.calculations + n
		 WHERE x.organization_id = o AND x.team_id IS NOT DISTINCT FROM t AND x.user_id = u AND x.month = m;
		DELETE FROM calculation_month_counts x
		 WHERE x.organization_id = o AND x.team_id IS NOT DISTINCT FROM t AND x.user_id = u AND x.month = m
		   AND x.calculations <= 0;
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "calculations_month_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM calculation_month_counts_apply(OLD.organization_id, OLD.team_id, OLD.user_id,
			date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date, -1);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		PERFORM calculation_month_counts_apply(NEW.organization_id, NEW.team_id, NEW.user_id,
			date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "calculations_month_counts_insert_delete" AFTER INSERT OR DELETE ON "calculations"
	FOR EACH ROW EXECUTE FUNCTION calculations_month_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER "calculations_month_counts_update" AFTER UPDATE ON "calculations" FOR EACH ROW
	WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.team_id IS DISTINCT FROM NEW.team_id
		OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
	EXECUTE FUNCTION calculations_month_counts_trigger();
--> statement-breakpoint
CREATE TABLE "quote_client_counts" (
	"organization_id" integer NOT NULL,
	"client" text NOT NULL,
	"quotes" integer NOT NULL,
	CONSTRAINT "quote_client_counts_key" PRIMARY KEY ("organization_id", "client")
);
--> statement-breakpoint
CREATE INDEX "quote_client_counts_client_trgm" ON "quote_client_counts" USING gin ("client" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "quote_client_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.superseded_at IS NULL THEN
		UPDATE quote_client_counts x SET quotes = x.quotes - 1
		 WHERE x.organization_id = OLD.organization_id AND x.client = lower(OLD.company_name);
		DELETE FROM quote_client_counts x
		 WHERE x.organization_id = OLD.organization_id AND x.client = lower(OLD.company_name) AND x.quotes <= 0;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.superseded_at IS NULL THEN
		INSERT INTO quote_client_counts AS x (organization_id, client, quotes)
		VALUES (NEW.organization_id, lower(NEW.company_name), 1)
		ON CONFLICT ON CONSTRAINT quote_client_counts_key DO UPDATE SET quotes = x.quotes + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quotes_client_counts_insert_delete" AFTER INSERT OR DELETE ON "quotes"
	FOR EACH ROW EXECUTE FUNCTION quote_client_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER "quotes_client_counts_update" AFTER UPDATE ON "quotes" FOR EACH ROW
	WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.company_name IS DISTINCT FROM NEW.company_name
		OR (OLD.superseded_at IS NULL) <> (NEW.superseded_at IS NULL))
	EXECUTE FUNCTION quote_client_counts_trigger();
--> statement-breakpoint
-- The rows that exist before this migration.
INSERT INTO "quote_month_totals" (organization_id, team_id, user_id, month, status, sent, quotes, revenue, gross_profit)
SELECT organization_id, team_id, user_id, date_trunc('month', issue_date)::date, status::text, sent_at IS NOT NULL,
       count(*), sum(revenue), sum(gross_profit)
  FROM quotes WHERE superseded_at IS NULL
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO "calculation_month_counts" (organization_id, team_id, user_id, month, calculations)
SELECT organization_id, team_id, user_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM calculations
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "quote_client_counts" (organization_id, client, quotes)
SELECT organization_id, lower(company_name), count(*) FROM quotes WHERE superseded_at IS NULL GROUP BY 1, 2;
