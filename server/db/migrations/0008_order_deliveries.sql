CREATE TABLE "order_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"professional_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"final_quote" jsonb,
	"final_total_cents" integer,
	"review" text DEFAULT 'pending' NOT NULL,
	"review_comment" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_deliveries_round_idx" ON "order_deliveries" USING btree ("order_id","round");