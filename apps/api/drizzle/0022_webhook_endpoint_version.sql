-- Webhook endpoints carry a version (docs/concurrency.md): an edit names the version it read, a stale one is refused.
ALTER TABLE "webhook_endpoints" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
