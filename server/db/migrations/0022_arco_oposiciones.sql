CREATE TABLE "arco_oposiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer,
	"correo" varchar(254) NOT NULL,
	"proposito" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD COLUMN "propositos" text[];--> statement-breakpoint
ALTER TABLE "arco_oposiciones" ADD CONSTRAINT "arco_oposiciones_solicitud_id_arco_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."arco_solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arco_oposiciones_correo_proposito_unique" ON "arco_oposiciones" USING btree ("correo","proposito");--> statement-breakpoint
-- Issue 34: an oposición filed before purposes were recorded keeps its effect. A request's single finalidad becomes
-- its purposes, and every address ARCO put on the unsubscribe list (oposición or cancelación) opposes all purposes.
UPDATE "arco_solicitudes" SET "propositos" = CASE "finalidad"
  WHEN 'envios_masivos' THEN ARRAY['campanas']
  WHEN 'encuestas' THEN ARRAY['encuestas']
  ELSE ARRAY['todos'] END
WHERE "derecho" = 'oposicion' AND "propositos" IS NULL;--> statement-breakpoint
INSERT INTO "arco_oposiciones" ("solicitud_id", "correo", "proposito", "created_at")
SELECT (SELECT s."id" FROM "arco_solicitudes" s WHERE lower(s."correo") = b."correo" AND s."derecho" IN ('oposicion', 'cancelacion') ORDER BY s."id" DESC LIMIT 1),
       b."correo", 'todos', b."created_at"
FROM "bajas_correo" b WHERE b."origen" = 'arco'
ON CONFLICT DO NOTHING;
