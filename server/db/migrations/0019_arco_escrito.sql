ALTER TABLE "arco_solicitudes" ADD COLUMN "via" varchar(20) DEFAULT 'en_linea' NOT NULL;--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD COLUMN "registrada_por_id" integer;--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD COLUMN "identidad" varchar(500);--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD CONSTRAINT "arco_solicitudes_registrada_por_id_usuarios_id_fk" FOREIGN KEY ("registrada_por_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;