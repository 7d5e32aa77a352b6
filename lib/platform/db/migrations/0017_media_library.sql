CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer,
	"width" integer,
	"height" integer,
	"alt_rus" text DEFAULT '' NOT NULL,
	"alt_uzb" text DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	"unused_since" timestamp with time zone
);
