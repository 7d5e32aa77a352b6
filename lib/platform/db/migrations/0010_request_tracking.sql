ALTER TABLE "connection_requests" ADD COLUMN "reference" text;--> statement-breakpoint
-- Requests stored before tracking keep the reference billing already knows them by (their Idempotency-Key there).
UPDATE "connection_requests" SET "reference" = 'web-' || "id";--> statement-breakpoint
ALTER TABLE "connection_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "tracking" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_reference" ON "connection_requests" USING btree ("reference");
