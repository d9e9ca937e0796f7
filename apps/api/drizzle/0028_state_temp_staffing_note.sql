-- Whether a state taxes temporary staffing, and why (docs/reference-data.md, docs/product/calculation-settings.md#sales-tax):
-- the note and its source page come from states.csv and are mirrored into existing databases at every start.
ALTER TABLE "states" ADD COLUMN "temp_staffing_note" text;--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN "temp_staffing_source" text;
