CREATE TABLE "ronda_documentos" (
	"ronda_id" integer NOT NULL,
	"postulacion_id" integer NOT NULL,
	"clave" varchar(40) NOT NULL,
	"archivo_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ronda_documentos_ronda_id_postulacion_id_clave_pk" PRIMARY KEY("ronda_id","postulacion_id","clave")
);
--> statement-breakpoint
ALTER TABLE "ronda_documentos" ADD CONSTRAINT "ronda_documentos_ronda_id_rondas_id_fk" FOREIGN KEY ("ronda_id") REFERENCES "public"."rondas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_documentos" ADD CONSTRAINT "ronda_documentos_postulacion_id_postulaciones_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_documentos" ADD CONSTRAINT "ronda_documentos_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ronda_documentos_postulacion_idx" ON "ronda_documentos" USING btree ("postulacion_id");