ALTER TABLE "calculations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "updated_by_id" integer;--> statement-breakpoint
ALTER TABLE "cost_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "healthcare_packages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_tax_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "spto_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "state_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "state_settings" ADD COLUMN "wc_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_users_one_owned_company" ON "organization_users" USING btree ("user_id") WHERE "organization_users"."role_id" = 1;