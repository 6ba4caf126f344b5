ALTER TABLE "applications" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "partnership_inquiries" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "quarantined_at" timestamp with time zone;