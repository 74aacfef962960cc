CREATE TABLE "calendar_event_writes" (
	"booking_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "calendar_event_writes_booking_id_consultant_id_pk" PRIMARY KEY("booking_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "consultant_caldav" (
	"consultant_id" uuid PRIMARY KEY NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"busy_calendars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calls_calendar_url" text,
	"change_markers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_event_writes" ADD CONSTRAINT "calendar_event_writes_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_caldav" ADD CONSTRAINT "consultant_caldav_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_writes_due_idx" ON "calendar_event_writes" USING btree ("due_at");
--> statement-breakpoint
-- A call waits to be written to its consultant's calls calendar, if they have one; a repeated
-- change before the write collapses into one. The writer reads the call afresh
-- (server/bookings/caldav-call-writes.ts). Also called when a consultant chooses a calls calendar.
CREATE FUNCTION queue_calendar_event_write(booking uuid, consultant uuid, call_reference text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO calendar_event_writes (booking_id, consultant_id, reference)
  SELECT booking, consultant, call_reference
  WHERE EXISTS (
    SELECT 1 FROM consultant_caldav c WHERE c.consultant_id = consultant AND c.calls_calendar_url IS NOT NULL
  )
  ON CONFLICT (booking_id, consultant_id) DO UPDATE SET due_at = NULL, attempts = 0, last_error = NULL;
$$;
--> statement-breakpoint
-- Every change to a call queues a write for its consultant: the one it had and the one it has,
-- when it changes hands.
CREATE FUNCTION queue_calendar_event_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM queue_calendar_event_write(OLD.id, OLD.consultant_id, OLD.reference);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM queue_calendar_event_write(NEW.id, NEW.consultant_id, NEW.reference);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_calendar_event_writes
AFTER INSERT OR DELETE OR UPDATE OF status, starts_at, ends_at, consultant_id, meeting_url, sequence, first_name, last_name, email, phone, message, domain
ON bookings FOR EACH ROW EXECUTE FUNCTION queue_calendar_event_writes();
