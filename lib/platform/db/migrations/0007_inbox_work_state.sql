CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"item_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "work_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "work_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "work_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD COLUMN "work_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "service_evaluations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_outbox_due" ON "notification_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "connection_requests_created" ON "connection_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "connection_requests_work" ON "connection_requests" USING btree ("work_status");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_work" ON "contact_messages" USING btree ("work_status");--> statement-breakpoint
CREATE INDEX "resumes_created" ON "resumes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resumes_work" ON "resumes" USING btree ("work_status");--> statement-breakpoint
CREATE INDEX "service_evaluations_created" ON "service_evaluations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_evaluations_work" ON "service_evaluations" USING btree ("work_status");