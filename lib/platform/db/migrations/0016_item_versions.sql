CREATE TABLE "item_heads" (
	"section" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp (3) with time zone NOT NULL,
	"saved_by" text NOT NULL,
	CONSTRAINT "item_heads_section_item_id_pk" PRIMARY KEY("section","item_id")
);
--> statement-breakpoint
CREATE TABLE "item_versions" (
	"section" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"action" text NOT NULL,
	"restored_from" integer,
	"saved_at" timestamp (3) with time zone,
	"saved_by" text,
	CONSTRAINT "item_versions_section_item_id_version_pk" PRIMARY KEY("section","item_id","version")
);
--> statement-breakpoint
CREATE INDEX "item_versions_saved_at_idx" ON "item_versions" USING btree ("saved_at");