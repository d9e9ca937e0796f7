CREATE TABLE "calculations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"tax_year" integer NOT NULL,
	"person_list" jsonb NOT NULL,
	"rate_snapshot" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"total_cost" numeric(16, 2) NOT NULL,
	"gross_profit" numeric(16, 2) NOT NULL,
	"gross_profit_percent" numeric(9, 2) NOT NULL,
	"person_count" integer NOT NULL,
	"reason_choice" text,
	"decline_reason" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculations_org_created" ON "calculations" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calculations_org_status" ON "calculations" USING btree ("organization_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calculations_org_user" ON "calculations" USING btree ("organization_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calculations_org_revenue" ON "calculations" USING btree ("organization_id","revenue");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("organization_id","user_id","created_at" DESC NULLS LAST);