CREATE TABLE "tag_expiry" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at" timestamp (3) with time zone NOT NULL
);
