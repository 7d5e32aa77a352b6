CREATE TABLE "outages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"district_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expected_end" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outages_resolved_idx" ON "outages" USING btree ("resolved_at");