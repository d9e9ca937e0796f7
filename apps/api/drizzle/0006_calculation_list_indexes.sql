DROP INDEX "calculations_org_created";--> statement-breakpoint
DROP INDEX "calculations_org_status";--> statement-breakpoint
DROP INDEX "calculations_org_user";--> statement-breakpoint
DROP INDEX "notifications_user";--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "revenue_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "calculations_org_created_id" ON "calculations" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "calculations_org_status_created" ON "calculations" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "calculations_org_user_created" ON "calculations" USING btree ("organization_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "calculations_org_search_prefix" ON "calculations" USING btree ("organization_id","search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "calculations_org_revenue_prefix" ON "calculations" USING btree ("organization_id","revenue_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("organization_id","user_id","created_at","id");--> statement-breakpoint
UPDATE "calculations" SET "revenue_text" = "revenue"::text WHERE "revenue_text" = '';
