CREATE TYPE "public"."slide_type" AS ENUM('main', 'footer', 'corp');--> statement-breakpoint
CREATE TYPE "public"."static_kind" AS ENUM('map', 'list');--> statement-breakpoint
CREATE TYPE "public"."admin_role" AS ENUM('developer', 'marketing', 'manager', 'hr', 'accounting', 'none');--> statement-breakpoint
CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_title" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"href" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navbar_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"href" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "slide_type" DEFAULT 'main' NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"image" text NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" date,
	"ends_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_components" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" "static_kind" NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_number" text NOT NULL,
	"purchase_title" jsonb NOT NULL,
	"purchase_type" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"sponsor" jsonb NOT NULL,
	"publish_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"lot" jsonb NOT NULL,
	"vol" text DEFAULT '' NOT NULL,
	"delivery_time" jsonb NOT NULL,
	"delivery_condition" jsonb NOT NULL,
	"filename" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"tasks" jsonb NOT NULL,
	"expectations" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"street" jsonb NOT NULL,
	"building" text NOT NULL,
	"in_coverage" boolean DEFAULT true NOT NULL,
	"technology" text
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "admin_role" DEFAULT 'none' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"section" text NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"extra_phone" text,
	"email" text,
	"address" jsonb NOT NULL,
	"city" text NOT NULL,
	"company" text,
	"promo" text,
	"tariff" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"billing_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"login" text,
	"phone" text NOT NULL,
	"extra_phone" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"vacancy" text NOT NULL,
	"message" text,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_application_poll" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_application_poll_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "billing_online_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_online_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "billing_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"login" text NOT NULL,
	"technology" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_tariff_series" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"series" text,
	"name" jsonb NOT NULL,
	"speed" integer NOT NULL,
	"speed_tasix" integer NOT NULL,
	"speed_windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"limit_gb" integer,
	"abon_price" integer,
	"individual_price_from" integer,
	"registration_fee" integer DEFAULT 0 NOT NULL,
	"channel_package" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "billing_tariffs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tasix_meta" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"list_date" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasix_prefixes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cidr" text NOT NULL,
	"family" integer NOT NULL,
	CONSTRAINT "tasix_prefixes_cidr_unique" UNIQUE("cidr")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_tariffs" ADD CONSTRAINT "billing_tariffs_series_billing_tariff_series_code_fk" FOREIGN KEY ("series") REFERENCES "public"."billing_tariff_series"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_district_idx" ON "addresses" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_unique_building" ON "addresses" USING btree ("district_id","street","building");--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "connection_requests_idem" ON "connection_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "connection_requests_status" ON "connection_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "service_evaluations_once" ON "service_evaluations" USING btree ("type","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscribers_login" ON "billing_subscribers" USING btree ("prefix","login");