CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"calculation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"created_by_id" integer,
	"quote_number" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"previous_revision_id" integer,
	"company_name" text NOT NULL,
	"quote_state_ids" json NOT NULL,
	"person_selection" json NOT NULL,
	"status" text NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"start_date" date,
	"end_date" date,
	"terms" text DEFAULT '' NOT NULL,
	"document" json NOT NULL,
	"document_sha256" text NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"sales_tax" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"total_cost" numeric(16, 2) NOT NULL,
	"gross_profit" numeric(16, 2) NOT NULL,
	"client_token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signer_email" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"signed_document_sha256" text,
	"signature_type" text,
	"signature" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"superseded_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"total_text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_client_token_unique" UNIQUE("client_token")
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"detail" json NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_calculation_id_calculations_id_fk" FOREIGN KEY ("calculation_id") REFERENCES "public"."calculations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_org_number_revision" ON "quotes" USING btree ("organization_id",lower("quote_number"),"revision");--> statement-breakpoint
CREATE INDEX "quotes_calculation" ON "quotes" USING btree ("calculation_id");--> statement-breakpoint
CREATE INDEX "quotes_org_issue_id" ON "quotes" USING btree ("organization_id","issue_date","id") WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_org_status_issue" ON "quotes" USING btree ("organization_id","status","issue_date","id") WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_org_user_issue" ON "quotes" USING btree ("organization_id","user_id","issue_date","id") WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_org_team_status_issue" ON "quotes" USING btree ("organization_id","team_id","status","issue_date") WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_org_total" ON "quotes" USING btree ("organization_id","total") WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_org_search_prefix" ON "quotes" USING btree ("organization_id","search_text" text_pattern_ops) WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_org_total_prefix" ON "quotes" USING btree ("organization_id","total_text" text_pattern_ops) WHERE "quotes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "quotes_search_trgm" ON "quotes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_company_trgm" ON "quotes" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_events_quote_created" ON "quote_events" USING btree ("quote_id","created_at","id");
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" json;
