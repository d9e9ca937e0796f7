-- The transactional outbox (docs/decisions/0004-job-queue.md): e-mails are job rows written in the transaction of
-- the change they report. A dedupe key makes a second write of the same e-mail (a retried operation) a no-op.
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."dedupe_key" IS NOT NULL;
