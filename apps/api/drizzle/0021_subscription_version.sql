ALTER TABLE "subscriptions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
