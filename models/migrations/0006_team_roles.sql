CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"child_scope" text DEFAULT 'all' NOT NULL,
	"child_store_ids" uuid[] DEFAULT '{}' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'inhaber' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "child_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "child_store_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_name" text;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "updated_by_user_id" text;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "proposal_comments" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "proposal_comments" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "store_edited_status_by_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invited_by_user_id_user_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_store_created_idx" ON "audit_log" USING btree ("store_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "team_invites_store_idx" ON "team_invites" USING btree ("store_id","created_at");