-- Trigram indexes for the back office's searches (decision 032). pg_trgm is a trusted extension:
-- the database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_name_search_idx" ON "applications" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_search_idx" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_reference_search_idx" ON "applications" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_name_search_idx" ON "bookings" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_search_idx" ON "bookings" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_reference_search_idx" ON "bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_name_search_idx" ON "contacts" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_search_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone_search_idx" ON "contacts" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_name_search_idx" ON "enquiries" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_search_idx" ON "enquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_message_search_idx" ON "enquiries" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_tasks_open_idx" ON "contact_tasks" USING btree ("assignee_id") WHERE "contact_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_open_owner_idx" ON "contacts" USING btree ("owner_id") WHERE "contacts"."stage" not in ('won', 'lost');--> statement-breakpoint
CREATE INDEX "enquiries_new_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."status" = 'new' and "enquiries"."is_spam" = false;--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree (lower("email"));