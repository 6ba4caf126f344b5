ALTER TABLE "professionals" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "professionals" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
-- Nothing rates work yet, so an approved applicant's 4.5 was the old default, never a client's rating.
UPDATE "professionals" SET "rating" = NULL WHERE "application_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pay_cents" integer;--> statement-breakpoint
-- Offers sent before pay was per offer showed the project's pay.
UPDATE "offers" SET "pay_cents" = "projects"."pay_cents" FROM "projects" WHERE "projects"."id" = "offers"."project_id";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "pay_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- An approved applicant keeps the rate their application stated.
UPDATE "professionals" SET "rates" = "applications"."body"->'rates' FROM "applications" WHERE "applications"."id" = "professionals"."application_id" AND jsonb_typeof("applications"."body"->'rates') = 'object';
