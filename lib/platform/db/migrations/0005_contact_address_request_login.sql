-- A contact message's address was one free text; older messages keep it as the street of the structured address.
ALTER TABLE "contact_messages" ALTER COLUMN "address" SET DATA TYPE jsonb USING jsonb_build_object('district', '', 'street', "address", 'house', '');--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "login" text;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "message" text;