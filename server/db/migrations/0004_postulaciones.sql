CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"convocatoria_id" integer NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"requisitos" text DEFAULT '' NOT NULL,
	"elegibles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anios_minimos_egreso" smallint,
	"criterios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escala_min" smallint DEFAULT 1 NOT NULL,
	"escala_max" smallint DEFAULT 10 NOT NULL,
	"ciega" boolean DEFAULT false NOT NULL,
	"documentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requiere_aceptacion" boolean DEFAULT false NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convocatorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"prefijo" varchar(10) NOT NULL,
	"anio" smallint NOT NULL,
	"apertura" timestamp with time zone NOT NULL,
	"cierre" timestamp with time zone NOT NULL,
	"publicacion_resultados" timestamp with time zone NOT NULL,
	"estado" varchar(30) DEFAULT 'borrador' NOT NULL,
	"bases_archivo_id" uuid,
	"folio_siguiente" integer DEFAULT 1 NOT NULL,
	"normalizar" boolean DEFAULT false NOT NULL,
	"resultados_publicados_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"postulacion_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"origen" varchar(20) DEFAULT 'manual' NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"puntajes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	"puntaje" double precision,
	"conflicto_motivo" text,
	"enviada_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurado_categorias" (
	"categoria_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jurado_categorias_categoria_id_usuario_id_pk" PRIMARY KEY("categoria_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "postulacion_borradores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"convocatoria_id" integer NOT NULL,
	"correo" varchar(254) NOT NULL,
	"datos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postulacion_documentos" (
	"postulacion_id" integer NOT NULL,
	"clave" varchar(40) NOT NULL,
	"archivo_id" uuid NOT NULL,
	CONSTRAINT "postulacion_documentos_postulacion_id_clave_pk" PRIMARY KEY("postulacion_id","clave")
);
--> statement-breakpoint
CREATE TABLE "postulacion_historial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"postulacion_id" integer NOT NULL,
	"estado_anterior" varchar(20),
	"estado" varchar(20) NOT NULL,
	"motivo" text,
	"mensaje" text,
	"usuario_id" integer,
	"usuario_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postulaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"convocatoria_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"folio" varchar(30) NOT NULL,
	"estado" varchar(20) DEFAULT 'recibida' NOT NULL,
	"motivo" text,
	"nombre" varchar(160) NOT NULL,
	"correo" varchar(254) NOT NULL,
	"telefono" varchar(20) NOT NULL,
	"vinculo" varchar(20) NOT NULL,
	"matricula" varchar(30),
	"curp" varchar(18),
	"programa_id" integer,
	"anio" smallint,
	"enlaces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"egresado_id" integer,
	"nominador_tipo" varchar(10) NOT NULL,
	"nominador_nombre" varchar(160) NOT NULL,
	"nominador_correo" varchar(254) NOT NULL,
	"nominador_relacion" varchar(120),
	"semblanza" text NOT NULL,
	"motivos" text DEFAULT '' NOT NULL,
	"aceptacion" varchar(20) DEFAULT 'no_requerida' NOT NULL,
	"aceptacion_en" timestamp with time zone,
	"aviso_privacidad_version" varchar(20),
	"aviso_privacidad_aceptado_en" timestamp with time zone,
	"origen" varchar(10) DEFAULT 'publico' NOT NULL,
	"capturada_por" integer,
	"foto_archivo_id" uuid,
	"constancia_folio" varchar(40),
	"busqueda" text GENERATED ALWAYS AS (translate(lower(folio || ' ' || nombre || ' ' || nominador_nombre || ' ' || correo), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_convocatoria_id_convocatorias_id_fk" FOREIGN KEY ("convocatoria_id") REFERENCES "public"."convocatorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocatorias" ADD CONSTRAINT "convocatorias_bases_archivo_id_archivos_id_fk" FOREIGN KEY ("bases_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_postulacion_id_postulaciones_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurado_categorias" ADD CONSTRAINT "jurado_categorias_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurado_categorias" ADD CONSTRAINT "jurado_categorias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_borradores" ADD CONSTRAINT "postulacion_borradores_convocatoria_id_convocatorias_id_fk" FOREIGN KEY ("convocatoria_id") REFERENCES "public"."convocatorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_documentos" ADD CONSTRAINT "postulacion_documentos_postulacion_id_postulaciones_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_documentos" ADD CONSTRAINT "postulacion_documentos_archivo_id_archivos_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_historial" ADD CONSTRAINT "postulacion_historial_postulacion_id_postulaciones_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulacion_historial" ADD CONSTRAINT "postulacion_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_convocatoria_id_convocatorias_id_fk" FOREIGN KEY ("convocatoria_id") REFERENCES "public"."convocatorias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_capturada_por_usuarios_id_fk" FOREIGN KEY ("capturada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_foto_archivo_id_archivos_id_fk" FOREIGN KEY ("foto_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_nombre_unique" ON "categorias" USING btree ("convocatoria_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "categorias_convocatoria_idx" ON "categorias" USING btree ("convocatoria_id");--> statement-breakpoint
CREATE INDEX "convocatorias_estado_idx" ON "convocatorias" USING btree ("estado","apertura");--> statement-breakpoint
CREATE UNIQUE INDEX "convocatorias_prefijo_anio_unique" ON "convocatorias" USING btree ("prefijo","anio");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluaciones_postulacion_usuario_unique" ON "evaluaciones" USING btree ("postulacion_id","usuario_id");--> statement-breakpoint
CREATE INDEX "evaluaciones_usuario_idx" ON "evaluaciones" USING btree ("usuario_id","estado");--> statement-breakpoint
CREATE INDEX "jurado_categorias_usuario_idx" ON "jurado_categorias" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "postulacion_borradores_convocatoria_idx" ON "postulacion_borradores" USING btree ("convocatoria_id");--> statement-breakpoint
CREATE INDEX "postulacion_historial_postulacion_idx" ON "postulacion_historial" USING btree ("postulacion_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "postulaciones_folio_unique" ON "postulaciones" USING btree ("folio");--> statement-breakpoint
CREATE UNIQUE INDEX "postulaciones_correo_categoria_unique" ON "postulaciones" USING btree ("categoria_id","correo");--> statement-breakpoint
CREATE UNIQUE INDEX "postulaciones_constancia_unique" ON "postulaciones" USING btree ("constancia_folio");--> statement-breakpoint
CREATE INDEX "postulaciones_convocatoria_idx" ON "postulaciones" USING btree ("convocatoria_id","estado");--> statement-breakpoint
CREATE INDEX "postulaciones_categoria_idx" ON "postulaciones" USING btree ("categoria_id","estado");--> statement-breakpoint
CREATE INDEX "postulaciones_created_idx" ON "postulaciones" USING btree ("created_at");