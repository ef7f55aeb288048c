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