-- Why a key stopped working (docs/product/api-keys.md#revoked-keys): revoked by an Owner or Admin, or its maker
-- left the organisation. A key whose maker is no longer a member, or came back after making it, is revoked now:
-- it worked again on an invitation back, with whatever role the invitation gave.
ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" text;
--> statement-breakpoint
UPDATE "api_keys" SET "revoked_reason" = 'revoked' WHERE "revoked_at" IS NOT NULL;
--> statement-breakpoint
UPDATE "api_keys" k SET "revoked_at" = now(), "revoked_reason" = 'maker_removed'
 WHERE k."revoked_at" IS NULL
   AND NOT EXISTS (
     SELECT 1 FROM "organization_users" m
      WHERE m."organization_id" = k."organization_id" AND m."user_id" = k."created_by"
        AND m."created_at" <= k."created_at");
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_reason_check" CHECK (
  ("revoked_at" IS NULL AND "revoked_reason" IS NULL)
  OR ("revoked_at" IS NOT NULL AND "revoked_reason" IN ('revoked', 'maker_removed')));
