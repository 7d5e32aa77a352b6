ALTER TABLE "billing_subscribers" ADD COLUMN "holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscribers" ADD COLUMN "tariff_code" text;