ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;