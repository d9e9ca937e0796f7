CREATE TABLE "calculation_options" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"sales_tax_exempt_all" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"cost_type" text NOT NULL,
	"category" text,
	"name" text NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"cost_option" text NOT NULL,
	"base" text DEFAULT 'revenue' NOT NULL,
	"industry_id" integer,
	"frequency" text DEFAULT 'once' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "healthcare_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"employee_only" numeric(12, 2) NOT NULL,
	"employee_spouse" numeric(12, 2) NOT NULL,
	"employee_dependent" numeric(12, 2) NOT NULL,
	"family" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_tax_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer,
	"rate" numeric(7, 4) NOT NULL,
	"tax_type" text DEFAULT 'total_invoice' NOT NULL,
	"exempt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tax_org_state_city" UNIQUE NULLS NOT DISTINCT("organization_id","state_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"area" text NOT NULL,
	"record_id" integer,
	"action" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spto_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer,
	"accrual_rate" numeric(9, 4) NOT NULL,
	"accrual_cap_per_year" numeric(9, 2) DEFAULT '0' NOT NULL,
	"total_cap" numeric(9, 2) DEFAULT '0' NOT NULL,
	"source_rule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spto_org_state_city" UNIQUE NULLS NOT DISTINCT("organization_id","state_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "state_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"suta_rate" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wc_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"nick_name" text NOT NULL,
	"industry_id" integer NOT NULL,
	"code" text NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculation_options" ADD CONSTRAINT "calculation_options_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_items" ADD CONSTRAINT "cost_items_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthcare_packages" ADD CONSTRAINT "healthcare_packages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_settings" ADD CONSTRAINT "sales_tax_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_settings" ADD CONSTRAINT "sales_tax_settings_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_settings" ADD CONSTRAINT "sales_tax_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD CONSTRAINT "settings_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD CONSTRAINT "settings_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spto_settings" ADD CONSTRAINT "spto_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spto_settings" ADD CONSTRAINT "spto_settings_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spto_settings" ADD CONSTRAINT "spto_settings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spto_settings" ADD CONSTRAINT "spto_settings_source_rule_id_sick_leave_rules_id_fk" FOREIGN KEY ("source_rule_id") REFERENCES "public"."sick_leave_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_settings" ADD CONSTRAINT "state_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_settings" ADD CONSTRAINT "state_settings_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_items_org" ON "cost_items" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_items_org_type_name" ON "cost_items" USING btree ("organization_id","cost_type","name");--> statement-breakpoint
CREATE INDEX "healthcare_packages_org" ON "healthcare_packages" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "sales_tax_org" ON "sales_tax_settings" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "settings_audit_org_area" ON "settings_audit" USING btree ("organization_id","area","created_at");--> statement-breakpoint
CREATE INDEX "spto_org" ON "spto_settings" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "state_settings_org_state" ON "state_settings" USING btree ("organization_id","state_id");--> statement-breakpoint
CREATE INDEX "wc_codes_org_state" ON "wc_codes" USING btree ("organization_id","state_id");