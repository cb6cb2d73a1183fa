CREATE TABLE "order_webhooks" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"url" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"secret_prefix" text NOT NULL,
	"updated_by_name" text NOT NULL,
	"secret_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
