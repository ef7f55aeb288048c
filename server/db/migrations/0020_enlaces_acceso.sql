CREATE TABLE "enlaces_acceso" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"proposito" varchar(20) NOT NULL,
	"correo" varchar(254) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "alcance" varchar(20);--> statement-breakpoint
CREATE UNIQUE INDEX "enlaces_acceso_token_unique" ON "enlaces_acceso" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "enlaces_acceso_correo_idx" ON "enlaces_acceso" USING btree ("proposito","correo");