CREATE TABLE "ss_cuestionarios" (
	"tipo" varchar(20) PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"instrucciones" text DEFAULT '' NOT NULL,
	"escala" jsonb NOT NULL,
	"criterios" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_documento_revisiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"version" integer NOT NULL,
	"etapa" varchar(20) NOT NULL,
	"decision" varchar(20) NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"revisor_id" integer,
	"revisor_nombre" varchar(160) NOT NULL,
	"via" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_documento_versiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"version" integer NOT NULL,
	"contenido" text NOT NULL,
	"enviado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"prestacion_id" integer,
	"tipo" varchar(30) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"periodo_mes" date,
	"estado" varchar(20) DEFAULT 'borrador' NOT NULL,
	"etapa" varchar(20),
	"contenido" text DEFAULT '' NOT NULL,
	"palabras" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"autor_id" integer,
	"enviado_en" timestamp with time zone,
	"aprobado_en" timestamp with time zone,
	"folio" varchar(40),
	"hash_sha256" varchar(64),
	"pdf_archivo_id" uuid,
	"firmas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_evaluaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"prestacion_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"cuestionario" jsonb NOT NULL,
	"respuestas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"estado" varchar(20) DEFAULT 'borrador' NOT NULL,
	"promedio" numeric(4, 2),
	"evaluador_id" integer,
	"evaluador_nombre" varchar(160),
	"enviada_en" timestamp with time zone,
	"reabierta_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_horas" (
	"id" serial PRIMARY KEY NOT NULL,
	"prestacion_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"horas" numeric(4, 2) NOT NULL,
	"actividades" text NOT NULL,
	"estado" varchar(20) DEFAULT 'registrada' NOT NULL,
	"informe_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_plantillas_documento" (
	"tipo" varchar(30) PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"encabezado" text DEFAULT '' NOT NULL,
	"cuerpo" text DEFAULT '' NOT NULL,
	"pie" text DEFAULT '' NOT NULL,
	"limite_palabras" integer,
	"logo_archivo_id" uuid,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_recordatorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"prestacion_id" integer NOT NULL,
	"clave" varchar(80) NOT NULL,
	"enviado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "horas_registradas" numeric(7, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "horas_aprobadas" numeric(7, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "liberada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "baja_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ss_cuestionarios" ADD CONSTRAINT "ss_cuestionarios_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documento_revisiones" ADD CONSTRAINT "ss_documento_revisiones_documento_id_ss_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."ss_documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documento_revisiones" ADD CONSTRAINT "ss_documento_revisiones_revisor_id_usuarios_id_fk" FOREIGN KEY ("revisor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documento_versiones" ADD CONSTRAINT "ss_documento_versiones_documento_id_ss_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."ss_documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documento_versiones" ADD CONSTRAINT "ss_documento_versiones_enviado_por_usuarios_id_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documentos" ADD CONSTRAINT "ss_documentos_estudiante_id_ss_estudiantes_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."ss_estudiantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documentos" ADD CONSTRAINT "ss_documentos_prestacion_id_ss_prestaciones_id_fk" FOREIGN KEY ("prestacion_id") REFERENCES "public"."ss_prestaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documentos" ADD CONSTRAINT "ss_documentos_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_documentos" ADD CONSTRAINT "ss_documentos_pdf_archivo_id_archivos_id_fk" FOREIGN KEY ("pdf_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_evaluaciones" ADD CONSTRAINT "ss_evaluaciones_prestacion_id_ss_prestaciones_id_fk" FOREIGN KEY ("prestacion_id") REFERENCES "public"."ss_prestaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_evaluaciones" ADD CONSTRAINT "ss_evaluaciones_evaluador_id_usuarios_id_fk" FOREIGN KEY ("evaluador_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_horas" ADD CONSTRAINT "ss_horas_prestacion_id_ss_prestaciones_id_fk" FOREIGN KEY ("prestacion_id") REFERENCES "public"."ss_prestaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_horas" ADD CONSTRAINT "ss_horas_informe_id_ss_documentos_id_fk" FOREIGN KEY ("informe_id") REFERENCES "public"."ss_documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_plantillas_documento" ADD CONSTRAINT "ss_plantillas_documento_logo_archivo_id_archivos_id_fk" FOREIGN KEY ("logo_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_plantillas_documento" ADD CONSTRAINT "ss_plantillas_documento_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_recordatorios" ADD CONSTRAINT "ss_recordatorios_prestacion_id_ss_prestaciones_id_fk" FOREIGN KEY ("prestacion_id") REFERENCES "public"."ss_prestaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ss_documento_revisiones_documento_idx" ON "ss_documento_revisiones" USING btree ("documento_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_documento_versiones_unique" ON "ss_documento_versiones" USING btree ("documento_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_documentos_folio_unique" ON "ss_documentos" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_documentos_unico_unique" ON "ss_documentos" USING btree ("prestacion_id","tipo") WHERE prestacion_id is not null and tipo in ('presentacion', 'aceptacion', 'compromiso', 'informe_final', 'constancia', 'liberacion');--> statement-breakpoint
CREATE UNIQUE INDEX "ss_documentos_mes_unique" ON "ss_documentos" USING btree ("prestacion_id","periodo_mes") WHERE tipo = 'informe_mensual';--> statement-breakpoint
CREATE INDEX "ss_documentos_estudiante_idx" ON "ss_documentos" USING btree ("estudiante_id","tipo");--> statement-breakpoint
CREATE INDEX "ss_documentos_prestacion_idx" ON "ss_documentos" USING btree ("prestacion_id","tipo");--> statement-breakpoint
CREATE INDEX "ss_documentos_cola_idx" ON "ss_documentos" USING btree ("estado","etapa","enviado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_evaluaciones_unique" ON "ss_evaluaciones" USING btree ("prestacion_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_horas_dia_unique" ON "ss_horas" USING btree ("prestacion_id","fecha");--> statement-breakpoint
CREATE INDEX "ss_horas_informe_idx" ON "ss_horas" USING btree ("informe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_recordatorios_unique" ON "ss_recordatorios" USING btree ("prestacion_id","clave");