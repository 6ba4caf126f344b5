ALTER TABLE "projects" ADD COLUMN "work_cents" integer;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "final_pay_cents" integer;