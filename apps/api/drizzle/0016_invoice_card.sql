-- The card that paid an invoice, for the invoice view (docs/product/billing.md#invoice-view): brand and last
-- four digits, null for invoices paid before this column and for unpaid ones.
ALTER TABLE "invoices" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "card_last4" text;
