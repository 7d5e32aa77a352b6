CREATE TABLE "coverage_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"district" text NOT NULL,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"district_key" text NOT NULL,
	"building_key" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"covered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "coverage_interest_building" ON "coverage_interest" USING btree ("building_key");--> statement-breakpoint
CREATE INDEX "coverage_interest_district" ON "coverage_interest" USING btree ("district_key");