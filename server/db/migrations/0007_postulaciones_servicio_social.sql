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
CREATE TABLE "ss_ajustes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"horas_requeridas" integer DEFAULT 480 NOT NULL,
	"porcentaje_creditos" smallint DEFAULT 70 NOT NULL,
	"duracion_minima_meses" smallint DEFAULT 6 NOT NULL,
	"duracion_maxima_meses" smallint DEFAULT 24 NOT NULL,
	"max_horas_dia" smallint DEFAULT 4 NOT NULL,
	"solicitudes_abiertas" smallint DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_destacados" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"historia" text NOT NULL,
	"institucion_id" integer,
	"programa_id" integer,
	"prestacion_id" integer,
	"fotos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publicado" boolean DEFAULT true NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_estudiantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"matricula" varchar(30) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"apellido_paterno" varchar(80) NOT NULL,
	"apellido_materno" varchar(80),
	"curp" varchar(18) NOT NULL,
	"correo" varchar(254) NOT NULL,
	"telefono" varchar(10) NOT NULL,
	"presentacion" text DEFAULT '' NOT NULL,
	"programa_id" integer NOT NULL,
	"semestre" smallint NOT NULL,
	"creditos" smallint NOT NULL,
	"elegible" boolean,
	"elegibilidad_motivo" text,
	"elegibilidad_en" timestamp with time zone,
	"cv_archivo_id" uuid,
	"foto_archivo_id" uuid,
	"egresado_id" integer,
	"aviso_privacidad_version" varchar(20),
	"aviso_privacidad_aceptado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_institucion_usuarios" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"institucion_id" integer NOT NULL,
	"responsable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_instituciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"sector" varchar(30) NOT NULL,
	"entidad_federativa" varchar(2) NOT NULL,
	"municipio" varchar(120) NOT NULL,
	"domicilio" varchar(300) NOT NULL,
	"sitio_web" varchar(300),
	"responsable_nombre" varchar(160) NOT NULL,
	"responsable_cargo" varchar(120) NOT NULL,
	"responsable_correo" varchar(254) NOT NULL,
	"responsable_telefono" varchar(10) NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"motivo_rechazo" text,
	"validada_en" timestamp with time zone,
	"validada_por" integer,
	"aviso_privacidad_version" varchar(20),
	"aviso_privacidad_aceptado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_periodos" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(20) NOT NULL,
	"inicio" date NOT NULL,
	"fin" date NOT NULL,
	"inscripcion_hasta" date,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_prestaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"estudiante_id" integer NOT NULL,
	"solicitud_id" integer,
	"vacante_id" integer NOT NULL,
	"programa_id" integer NOT NULL,
	"institucion_id" integer NOT NULL,
	"periodo" varchar(20) NOT NULL,
	"estado" varchar(20) DEFAULT 'en_curso' NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin_estimada" date,
	"fecha_fin" date,
	"horas_requeridas" integer NOT NULL,
	"duracion_minima_meses" smallint NOT NULL,
	"duracion_maxima_meses" smallint NOT NULL,
	"max_horas_dia" smallint NOT NULL,
	"supervisor_nombre" varchar(160),
	"supervisor_correo" varchar(254),
	"motivo_baja" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_programas" (
	"id" serial PRIMARY KEY NOT NULL,
	"institucion_id" integer NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"objetivo" text NOT NULL,
	"actividades" text NOT NULL,
	"carreras" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"modalidad" varchar(20) NOT NULL,
	"lugar" varchar(300) NOT NULL,
	"horario" varchar(20) NOT NULL,
	"periodo" varchar(20) NOT NULL,
	"responsable" varchar(160) NOT NULL,
	"apoyo_economico" integer DEFAULT 0 NOT NULL,
	"estado" varchar(20) DEFAULT 'borrador' NOT NULL,
	"observaciones" text,
	"enviado_en" timestamp with time zone,
	"revisado_en" timestamp with time zone,
	"revisado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_solicitudes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacante_id" integer NOT NULL,
	"estudiante_id" integer NOT NULL,
	"motivacion" text NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"resuelta_en" timestamp with time zone,
	"resuelta_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ss_vacantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"programa_id" integer NOT NULL,
	"institucion_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"carreras" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"cupo" integer NOT NULL,
	"ocupados" integer DEFAULT 0 NOT NULL,
	"publicacion_desde" date NOT NULL,
	"publicacion_hasta" date NOT NULL,
	"horario" varchar(20) NOT NULL,
	"estado" varchar(20) DEFAULT 'abierta' NOT NULL,
	"busqueda" text DEFAULT '' NOT NULL,
	"busqueda_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', busqueda)) STORED,
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
ALTER TABLE "ss_destacados" ADD CONSTRAINT "ss_destacados_institucion_id_ss_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."ss_instituciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_destacados" ADD CONSTRAINT "ss_destacados_programa_id_ss_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."ss_programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_destacados" ADD CONSTRAINT "ss_destacados_prestacion_id_ss_prestaciones_id_fk" FOREIGN KEY ("prestacion_id") REFERENCES "public"."ss_prestaciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_estudiantes" ADD CONSTRAINT "ss_estudiantes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_estudiantes" ADD CONSTRAINT "ss_estudiantes_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_estudiantes" ADD CONSTRAINT "ss_estudiantes_cv_archivo_id_archivos_id_fk" FOREIGN KEY ("cv_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_estudiantes" ADD CONSTRAINT "ss_estudiantes_foto_archivo_id_archivos_id_fk" FOREIGN KEY ("foto_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_estudiantes" ADD CONSTRAINT "ss_estudiantes_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_institucion_usuarios" ADD CONSTRAINT "ss_institucion_usuarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_institucion_usuarios" ADD CONSTRAINT "ss_institucion_usuarios_institucion_id_ss_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."ss_instituciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_instituciones" ADD CONSTRAINT "ss_instituciones_validada_por_usuarios_id_fk" FOREIGN KEY ("validada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD CONSTRAINT "ss_prestaciones_estudiante_id_ss_estudiantes_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."ss_estudiantes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD CONSTRAINT "ss_prestaciones_solicitud_id_ss_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."ss_solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD CONSTRAINT "ss_prestaciones_vacante_id_ss_vacantes_id_fk" FOREIGN KEY ("vacante_id") REFERENCES "public"."ss_vacantes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD CONSTRAINT "ss_prestaciones_programa_id_ss_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."ss_programas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD CONSTRAINT "ss_prestaciones_institucion_id_ss_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."ss_instituciones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_programas" ADD CONSTRAINT "ss_programas_institucion_id_ss_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."ss_instituciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_programas" ADD CONSTRAINT "ss_programas_revisado_por_usuarios_id_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_solicitudes" ADD CONSTRAINT "ss_solicitudes_vacante_id_ss_vacantes_id_fk" FOREIGN KEY ("vacante_id") REFERENCES "public"."ss_vacantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_solicitudes" ADD CONSTRAINT "ss_solicitudes_estudiante_id_ss_estudiantes_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."ss_estudiantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_solicitudes" ADD CONSTRAINT "ss_solicitudes_resuelta_por_usuarios_id_fk" FOREIGN KEY ("resuelta_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_vacantes" ADD CONSTRAINT "ss_vacantes_programa_id_ss_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."ss_programas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ss_vacantes" ADD CONSTRAINT "ss_vacantes_institucion_id_ss_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."ss_instituciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "postulaciones_created_idx" ON "postulaciones" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ss_destacados_publicado_idx" ON "ss_destacados" USING btree ("publicado","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_estudiantes_usuario_unique" ON "ss_estudiantes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_estudiantes_matricula_unique" ON "ss_estudiantes" USING btree ("matricula");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_estudiantes_curp_unique" ON "ss_estudiantes" USING btree ("curp");--> statement-breakpoint
CREATE INDEX "ss_estudiantes_programa_idx" ON "ss_estudiantes" USING btree ("programa_id");--> statement-breakpoint
CREATE INDEX "ss_institucion_usuarios_institucion_idx" ON "ss_institucion_usuarios" USING btree ("institucion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_instituciones_rfc_unique" ON "ss_instituciones" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "ss_instituciones_estado_idx" ON "ss_instituciones" USING btree ("estado");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_periodos_clave_unique" ON "ss_periodos" USING btree ("clave");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_prestaciones_en_curso_unique" ON "ss_prestaciones" USING btree ("estudiante_id") WHERE estado = 'en_curso';--> statement-breakpoint
CREATE INDEX "ss_prestaciones_institucion_idx" ON "ss_prestaciones" USING btree ("institucion_id","estado");--> statement-breakpoint
CREATE INDEX "ss_prestaciones_estado_idx" ON "ss_prestaciones" USING btree ("estado","periodo");--> statement-breakpoint
CREATE INDEX "ss_programas_institucion_idx" ON "ss_programas" USING btree ("institucion_id","estado");--> statement-breakpoint
CREATE INDEX "ss_programas_estado_idx" ON "ss_programas" USING btree ("estado");--> statement-breakpoint
CREATE UNIQUE INDEX "ss_solicitudes_viva_unique" ON "ss_solicitudes" USING btree ("estudiante_id","vacante_id") WHERE estado in ('pendiente', 'aceptada');--> statement-breakpoint
CREATE INDEX "ss_solicitudes_vacante_idx" ON "ss_solicitudes" USING btree ("vacante_id","estado");--> statement-breakpoint
CREATE INDEX "ss_solicitudes_estudiante_idx" ON "ss_solicitudes" USING btree ("estudiante_id","estado");--> statement-breakpoint
CREATE INDEX "ss_vacantes_programa_idx" ON "ss_vacantes" USING btree ("programa_id");--> statement-breakpoint
CREATE INDEX "ss_vacantes_institucion_idx" ON "ss_vacantes" USING btree ("institucion_id");--> statement-breakpoint
CREATE INDEX "ss_vacantes_abiertas_idx" ON "ss_vacantes" USING btree ("estado","publicacion_hasta");--> statement-breakpoint
CREATE INDEX "ss_vacantes_tsv_idx" ON "ss_vacantes" USING gin ("busqueda_tsv");--> statement-breakpoint
CREATE INDEX "ss_vacantes_carreras_idx" ON "ss_vacantes" USING gin ("carreras");