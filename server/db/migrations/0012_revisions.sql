CREATE TABLE "job_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"comment" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"pages_affected" integer,
	"business_days" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"forwarded_at" timestamp with time zone,
	"forwarded_by" uuid,
	"staff_note" text,
	"declined_at" timestamp with time zone,
	"declined_by" uuid,
	"reply" text
);
--> statement-breakpoint
ALTER TABLE "job_links" ADD CONSTRAINT "job_links_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_revisions" ADD CONSTRAINT "order_revisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_links_token_hash_idx" ON "job_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "order_revisions_number_idx" ON "order_revisions" USING btree ("order_id","number");