-- The duplicates finder's keys (decision 046), one definition each, read by generated columns.
-- The mailbox an address delivers to, as server/kernel/mailboxes/canonical-mailbox.ts says it
-- (its test checks the two agree): lower case, a +tag cut, Gmail's dots dropped.
CREATE FUNCTION canonical_mailbox(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com')
    THEN replace(local, '.', '') || '@gmail.com' ELSE local || '@' || domain END
  FROM (SELECT split_part(substring(a FROM '^(.*)@[^@]*$'), '+', 1) AS local,
               substring(a FROM '@([^@]*)$') AS domain
        FROM (SELECT lower(trim(address)) AS a) AS lowered) AS parts
$$;
--> statement-breakpoint
-- A phone number in any spelling (+91 98100 12345, 098100-12345, 9810012345): its last ten
-- digits; shorter numbers are no key.
CREATE FUNCTION phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(digits) >= 10 THEN right(digits, 10) ELSE '' END
  FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS digits) AS only_digits
$$;
--> statement-breakpoint
-- The same name at the same company: no key without a company, nor without a name.
CREATE FUNCTION name_key(first_name text, last_name text, company text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN trim(company) = '' OR trim(first_name || last_name) = '' THEN ''
    ELSE lower(regexp_replace(trim(first_name || ' ' || last_name), '\s+', ' ', 'g')) || ' @ ' ||
         lower(regexp_replace(trim(company), '\s+', ' ', 'g')) END
$$;
--> statement-breakpoint
CREATE TABLE "contact_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"mailbox_key" text GENERATED ALWAYS AS (canonical_mailbox(email)) STORED NOT NULL,
	"merge_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_addresses_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "contact_duplicate_dismissals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"other_contact_id" uuid,
	"application_id" uuid,
	"dismissed_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"thread_key" text NOT NULL,
	"in_reply_to" text,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"direction" text NOT NULL,
	"from_party" jsonb NOT NULL,
	"to_parties" jsonb NOT NULL,
	"cc_parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"body_text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" uuid,
	"author_id" uuid,
	"outbox_email_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_import_rows" (
	"import_id" uuid NOT NULL,
	"pass" text NOT NULL,
	"row_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cells" text[],
	CONSTRAINT "contact_import_rows_import_id_pass_row_number_pk" PRIMARY KEY("import_id","pass","row_number")
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"rows" integer NOT NULL,
	"columns" text[] NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid,
	"started_by" uuid,
	"started_by_name" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survivor_id" uuid NOT NULL,
	"merged_contact_id" uuid,
	"merged_row" jsonb,
	"survivor_before" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mailbox_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"address" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"secure" boolean NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_read_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mailbox_accounts_staff_key" UNIQUE NULLS NOT DISTINCT("staff_id")
);
--> statement-breakpoint
CREATE TABLE "mailbox_folders" (
	"account_id" uuid NOT NULL,
	"path" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	CONSTRAINT "mailbox_folders_account_id_path_pk" PRIMARY KEY("account_id","path")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "origin" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "do_not_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "do_not_contact_by" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mailbox_key" text GENERATED ALWAYS AS (canonical_mailbox(email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (phone_key(phone)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "name_key" text GENERATED ALWAYS AS (name_key(first_name, last_name, company)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_addresses" ADD CONSTRAINT "contact_addresses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_addresses" ADD CONSTRAINT "contact_addresses_merge_id_contact_merges_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."contact_merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_duplicate_dismissals" ADD CONSTRAINT "contact_duplicate_dismissals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_duplicate_dismissals" ADD CONSTRAINT "contact_duplicate_dismissals_other_contact_id_contacts_id_fk" FOREIGN KEY ("other_contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_duplicate_dismissals" ADD CONSTRAINT "contact_duplicate_dismissals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_account_id_mailbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mailbox_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD CONSTRAINT "contact_emails_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_rows" ADD CONSTRAINT "contact_import_rows_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_owner_id_staff_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_started_by_staff_accounts_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_merges" ADD CONSTRAINT "contact_merges_survivor_id_contacts_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_merges" ADD CONSTRAINT "contact_merges_actor_id_staff_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_accounts" ADD CONSTRAINT "mailbox_accounts_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_folders" ADD CONSTRAINT "mailbox_folders_account_id_mailbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mailbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_addresses_contact_idx" ON "contact_addresses" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_addresses_mailbox_key_idx" ON "contact_addresses" USING btree ("mailbox_key");--> statement-breakpoint
CREATE INDEX "contact_duplicate_dismissals_contact_idx" ON "contact_duplicate_dismissals" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_emails_message_idx" ON "contact_emails" USING btree ("contact_id","message_id");--> statement-breakpoint
CREATE INDEX "contact_emails_contact_idx" ON "contact_emails" USING btree ("contact_id","sent_at");--> statement-breakpoint
CREATE INDEX "contact_emails_thread_idx" ON "contact_emails" USING btree ("contact_id","thread_key","sent_at");--> statement-breakpoint
CREATE INDEX "contact_imports_status_idx" ON "contact_imports" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "contact_merges_survivor_idx" ON "contact_merges" USING btree ("survivor_id","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_contact_idx" ON "applications" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_mailbox_key_idx" ON "contacts" USING btree ("mailbox_key");--> statement-breakpoint
CREATE INDEX "contacts_phone_key_idx" ON "contacts" USING btree ("phone_key") WHERE "contacts"."phone_key" <> '';--> statement-breakpoint
CREATE INDEX "contacts_name_key_idx" ON "contacts" USING btree ("name_key") WHERE "contacts"."name_key" <> '';--> statement-breakpoint
-- A candidate already known to the desk by the same address is the same person.
UPDATE "applications" SET "contact_id" = "contacts"."id" FROM "contacts"
  WHERE "contacts"."email_key" = lower(trim("applications"."email"));
