CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tracking_url_pattern" text,
	"needs_tracking_number" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "package_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_name_uq" ON "carriers" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "carriers" ("name", "tracking_url_pattern", "needs_tracking_number") VALUES
	('DHL', 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={nummer}', true),
	('DPD', 'https://tracking.dpd.de/status/de_DE/parcel/{nummer}', true),
	('GLS', 'https://gls-group.com/DE/de/paketverfolgung?match={nummer}', true),
	('UPS', 'https://www.ups.com/track?loc=de_DE&tracknum={nummer}', true),
	('Hermes', 'https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#{nummer}', true),
	('Spedition', NULL, false);
