-- Fair webhook deliveries (docs/decisions/0004-job-queue.md#fair-shares-between-organisations): a job may name the
-- organisation whose work it is, and the claim of a lane with a per-organisation cap counts that organisation's
-- running jobs before it takes another. Deliveries still to run get theirs from their payload.
ALTER TABLE "jobs" ADD COLUMN "organization_id" integer;--> statement-breakpoint
UPDATE "jobs" SET "organization_id" = ("payload"->>'organizationId')::integer
 WHERE "kind" = 'webhook-delivery' AND "state" IN ('queued', 'running') AND "payload" ? 'organizationId';--> statement-breakpoint
CREATE INDEX "jobs_running_by_organization" ON "jobs" USING btree ("organization_id") WHERE "jobs"."state" = 'running' AND "jobs"."organization_id" IS NOT NULL;
