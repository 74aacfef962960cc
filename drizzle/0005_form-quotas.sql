CREATE TABLE "form_quotas" (
	"key" text PRIMARY KEY NOT NULL,
	"spent" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_quotas_window_ends_at_idx" ON "form_quotas" USING btree ("window_ends_at");