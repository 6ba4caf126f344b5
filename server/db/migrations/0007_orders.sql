CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"client_name" text NOT NULL,
	"quote" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"project_draft" jsonb NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_token_hash_idx" ON "orders" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "orders_state_valid_until_idx" ON "orders" USING btree ("state","valid_until");--> statement-breakpoint
CREATE INDEX "orders_source_idx" ON "orders" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");