CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"image" text,
	"created_by_id" integer REFERENCES "users"("id") ON DELETE set null,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "teams_org_name" ON "teams" ("organization_id", lower("name"));
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"team_id" integer NOT NULL REFERENCES "teams"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"role_id" integer NOT NULL REFERENCES "roles"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user" ON "team_members" ("team_id", "user_id");
--> statement-breakpoint
CREATE INDEX "team_members_org_user" ON "team_members" ("organization_id", "user_id");
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"team_id" integer NOT NULL REFERENCES "teams"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"role_id" integer NOT NULL REFERENCES "roles"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_team_email" ON "team_invitations" ("team_id", "email");
--> statement-breakpoint
CREATE INDEX "team_invitations_org_email" ON "team_invitations" ("organization_id", "email");
--> statement-breakpoint
UPDATE "calculations" SET "team_id" = NULL WHERE "team_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX "calculations_org_team_created" ON "calculations" ("organization_id", "team_id", "created_at");
--> statement-breakpoint
UPDATE "quotes" SET "team_id" = NULL WHERE "team_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE set null;
--> statement-breakpoint
-- Dashboards (docs/product/dashboard.md#figures): covering partial indexes, one per revenue kind, so every sum
-- is an index-only scan over the quotes it adds. Actual = Approved; Projected = sent and still undecided.
CREATE INDEX "quotes_dash_actual" ON "quotes" ("organization_id", "issue_date") INCLUDE ("team_id", "user_id", "revenue", "gross_profit") WHERE "status" = 'Approved' AND "superseded_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "quotes_dash_projected" ON "quotes" ("organization_id", "issue_date") INCLUDE ("team_id", "user_id", "revenue", "gross_profit") WHERE "sent_at" IS NOT NULL AND "status" IN ('New quotations', 'Waiting for approval') AND "superseded_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "quotes_dash_team_actual" ON "quotes" ("organization_id", "team_id", "issue_date") INCLUDE ("user_id", "revenue", "gross_profit") WHERE "status" = 'Approved' AND "superseded_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "quotes_dash_team_projected" ON "quotes" ("organization_id", "team_id", "issue_date") INCLUDE ("user_id", "revenue", "gross_profit") WHERE "sent_at" IS NOT NULL AND "status" IN ('New quotations', 'Waiting for approval') AND "superseded_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "quotes_dash_quoted" ON "quotes" ("organization_id", "issue_date") INCLUDE ("team_id", "status", "revenue", "gross_profit") WHERE "superseded_at" IS NULL;
