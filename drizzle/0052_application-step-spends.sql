CREATE TABLE "application_step_spends" (
	"form" text NOT NULL,
	"spend" text NOT NULL,
	"spent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_step_spends_form_spend_pk" PRIMARY KEY("form","spend")
);
--> statement-breakpoint
CREATE INDEX "application_step_spends_at_idx" ON "application_step_spends" USING btree ("spent_at");