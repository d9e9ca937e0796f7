-- Daily overtime rules by state (docs/calculation-model.md#state-daily-overtime-and-double-time): reference data
-- mirrored from src/db/seed/data/overtime_rules.csv at every start; a state without a row follows the federal rule.
CREATE TABLE "state_overtime_rules" (
	"state_code" text PRIMARY KEY NOT NULL,
	"daily_overtime_after" numeric,
	"daily_doubletime_after" numeric,
	"seventh_day" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL
);
