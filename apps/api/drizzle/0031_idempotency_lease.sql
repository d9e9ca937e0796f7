-- Idempotency keys after a crash (docs/decisions/0012-idempotency-after-a-crash.md): a running claim holds a
-- lease its process renews; a retry takes over a claim whose lease ran out. Claims made before this migration
-- get an expired lease, so keys stuck by an earlier crash are free at once.
ALTER TABLE "api_idempotency" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The key (API key id, ':', Idempotency-Key) a calculation was created under, written in its own insert: a retry
-- after a crash finds the saved calculation by it instead of making a second one.
ALTER TABLE "calculations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "calculations_org_idempotency_key" ON "calculations" ("organization_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
