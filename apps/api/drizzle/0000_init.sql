CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"county" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "federal_tax_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"social_security_rate" numeric NOT NULL,
	"social_security_wage_base" numeric NOT NULL,
	"medicare_rate" numeric NOT NULL,
	"futa_net_rate" numeric NOT NULL,
	"futa_wage_base" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "futa_credit_reductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"state_code" text NOT NULL,
	"credit_reduction" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "per_diem_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"fiscal_year" integer NOT NULL,
	"state_code" text,
	"destination" text NOT NULL,
	"counties" text,
	"season_begin" text,
	"season_end" text,
	"lodging" numeric NOT NULL,
	"mie" numeric NOT NULL,
	"is_standard" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"frequency" text NOT NULL,
	"stripe_id" text,
	"features" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sick_leave_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL,
	"state_code" text NOT NULL,
	"city" text,
	"hours_earned" numeric,
	"per_hours_worked" numeric,
	"annual_cap_hours" numeric,
	"total_cap_hours" numeric,
	"employer_tier" text,
	"effective_date" date,
	"status" text NOT NULL,
	"verified" text NOT NULL,
	"source" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "state_wage_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"year" integer NOT NULL,
	"wage_base" numeric NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"fips" text NOT NULL,
	"sales_tax_rate" numeric,
	"sales_tax_notes" text,
	"taxes_temp_staffing" text,
	"new_employer_suta_rate" numeric,
	CONSTRAINT "states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "organization_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"business_domain" text NOT NULL,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"address" text,
	"zip" text,
	"employees" text,
	"image" text,
	"always_accrue" boolean DEFAULT false NOT NULL,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "organizations_business_domain_unique" UNIQUE("business_domain")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"provider" text DEFAULT 'email' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"is_enterprise" boolean DEFAULT false NOT NULL,
	"image" text,
	"login_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_wage_bases" ADD CONSTRAINT "state_wage_bases_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_users" ADD CONSTRAINT "organization_users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "futa_credit_reductions_year_state" ON "futa_credit_reductions" USING btree ("year","state_code");--> statement-breakpoint
CREATE INDEX "per_diem_rates_state" ON "per_diem_rates" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "sick_leave_rules_state" ON "sick_leave_rules" USING btree ("state_code");--> statement-breakpoint
CREATE UNIQUE INDEX "state_wage_bases_state_year" ON "state_wage_bases" USING btree ("state_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_users_org_user" ON "organization_users" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "organization_users_user" ON "organization_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");