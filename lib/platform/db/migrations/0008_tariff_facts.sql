ALTER TABLE "billing_tariffs" ADD COLUMN "equipment_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_tariffs" ADD COLUMN "over_limit_speed" integer;--> statement-breakpoint
ALTER TABLE "billing_tariffs" ADD COLUMN "contract_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_tariffs" ADD COLUMN "cancellation_notice_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_tariffs" ADD COLUMN "early_termination_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_tariffs" ADD COLUMN "technologies" jsonb DEFAULT '[]'::jsonb NOT NULL;