CREATE TABLE "bolsa_ajustes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"anio" smallint DEFAULT 2026 NOT NULL,
	"salario_minimo_diario" numeric(8, 2) DEFAULT 315.04 NOT NULL,
	"salario_minimo_diario_frontera" numeric(8, 2) DEFAULT 440.87 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bolsa_alertas" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"programa_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"modalidades" varchar(20)[] DEFAULT '{}'::varchar[] NOT NULL,
	"entidades" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"ultimo_envio_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bolsa_candidaturas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"oferta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"egresado_id" integer,
	"estudiante_id" integer,
	"programa_id" integer,
	"generacion" smallint,
	"nombre" varchar(200) NOT NULL,
	"correo" varchar(254) NOT NULL,
	"telefono" varchar(10),
	"mensaje" text DEFAULT '' NOT NULL,
	"declaracion" varchar(300) NOT NULL,
	"cv_archivo_id" uuid,
	"estado" varchar(20) DEFAULT 'enviada' NOT NULL,
	"estado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"vista_en" timestamp with time zone,
	"recordatorio_en" timestamp with time zone,
	"consentimiento_version" varchar(20) NOT NULL,
	"consentimiento_en" timestamp with time zone NOT NULL,
	"oculta_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bolsa_empleador_usuarios" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"empleador_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bolsa_empleadores" (
	"id" serial PRIMARY KEY NOT NULL,
	"institucion_id" integer,
	"razon_social" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"giro" varchar(120) NOT NULL,
	"entidad" varchar(2) NOT NULL,
	"municipio" varchar(120) NOT NULL,
	"contacto_nombre" varchar(160) NOT NULL,
	"contacto_correo" varchar(254) NOT NULL,
	"contacto_telefono" varchar(10) NOT NULL,
	"correo_gratuito" boolean DEFAULT false NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"decidido_en" timestamp with time zone,
	"decidido_por" integer,
	"habilitado" boolean DEFAULT true NOT NULL,
	"confiable" boolean DEFAULT false NOT NULL,
	"aviso_privacidad_version" varchar(20),
	"aviso_privacidad_aceptado_en" timestamp with time zone,
	"compromiso_no_discriminacion_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bolsa_ofertas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empleador_id" integer NOT NULL,
	"titulo" varchar(160) NOT NULL,
	"descripcion" text NOT NULL,
	"descripcion_texto" text NOT NULL,
	"programa_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"modalidad" varchar(20) NOT NULL,
	"entidad" varchar(2) NOT NULL,
	"municipio" varchar(120) NOT NULL,
	"jornada" varchar(20) NOT NULL,
	"sueldo_min" integer,
	"sueldo_max" integer,
	"plazas" smallint DEFAULT 1 NOT NULL,
	"cierre" date NOT NULL,
	"postulacion_externa" varchar(500),
	"estado" varchar(20) DEFAULT 'en_revision' NOT NULL,
	"motivo" text,
	"publicada_en" timestamp with time zone,
	"cerrada_en" timestamp with time zone,
	"cubierta" boolean DEFAULT false NOT NULL,
	"renovada" boolean DEFAULT false NOT NULL,
	"revision_posterior" boolean DEFAULT false NOT NULL,
	"aviso_cierre_en" timestamp with time zone,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(titulo || ' ' || descripcion_texto || ' ' || municipio), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bolsa_perfiles" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"cv_archivo_id" uuid,
	"telefono" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "egresado_empleos" (
	"id" serial PRIMARY KEY NOT NULL,
	"egresado_id" integer NOT NULL,
	"empleador" varchar(200) NOT NULL,
	"puesto" varchar(160) NOT NULL,
	"fecha" date NOT NULL,
	"fuente" varchar(20) NOT NULL,
	"candidatura_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bolsa_alertas" ADD CONSTRAINT "bolsa_alertas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_candidaturas" ADD CONSTRAINT "bolsa_candidaturas_oferta_id_bolsa_ofertas_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."bolsa_ofertas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_candidaturas" ADD CONSTRAINT "bolsa_candidaturas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_candidaturas" ADD CONSTRAINT "bolsa_candidaturas_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_candidaturas" ADD CONSTRAINT "bolsa_candidaturas_estudiante_id_ss_estudiantes_id_fk" FOREIGN KEY ("estudiante_id") REFERENCES "public"."ss_estudiantes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_candidaturas" ADD CONSTRAINT "bolsa_candidaturas_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_candidaturas" ADD CONSTRAINT "bolsa_candidaturas_cv_archivo_id_archivos_id_fk" FOREIGN KEY ("cv_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_empleador_usuarios" ADD CONSTRAINT "bolsa_empleador_usuarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_empleador_usuarios" ADD CONSTRAINT "bolsa_empleador_usuarios_empleador_id_bolsa_empleadores_id_fk" FOREIGN KEY ("empleador_id") REFERENCES "public"."bolsa_empleadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_empleadores" ADD CONSTRAINT "bolsa_empleadores_institucion_id_ss_instituciones_id_fk" FOREIGN KEY ("institucion_id") REFERENCES "public"."ss_instituciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_empleadores" ADD CONSTRAINT "bolsa_empleadores_decidido_por_usuarios_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_ofertas" ADD CONSTRAINT "bolsa_ofertas_empleador_id_bolsa_empleadores_id_fk" FOREIGN KEY ("empleador_id") REFERENCES "public"."bolsa_empleadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_perfiles" ADD CONSTRAINT "bolsa_perfiles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bolsa_perfiles" ADD CONSTRAINT "bolsa_perfiles_cv_archivo_id_archivos_id_fk" FOREIGN KEY ("cv_archivo_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egresado_empleos" ADD CONSTRAINT "egresado_empleos_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bolsa_candidaturas_unica" ON "bolsa_candidaturas" USING btree ("oferta_id","usuario_id");--> statement-breakpoint
CREATE INDEX "bolsa_candidaturas_oferta_idx" ON "bolsa_candidaturas" USING btree ("oferta_id","created_at");--> statement-breakpoint
CREATE INDEX "bolsa_candidaturas_usuario_idx" ON "bolsa_candidaturas" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "bolsa_candidaturas_abiertas_idx" ON "bolsa_candidaturas" USING btree ("estado_en") WHERE estado in ('enviada', 'vista', 'en_proceso');--> statement-breakpoint
CREATE INDEX "bolsa_candidaturas_programa_idx" ON "bolsa_candidaturas" USING btree ("programa_id","generacion");--> statement-breakpoint
CREATE INDEX "bolsa_empleador_usuarios_empleador_idx" ON "bolsa_empleador_usuarios" USING btree ("empleador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bolsa_empleadores_rfc_unique" ON "bolsa_empleadores" USING btree ("rfc");--> statement-breakpoint
CREATE UNIQUE INDEX "bolsa_empleadores_institucion_unique" ON "bolsa_empleadores" USING btree ("institucion_id");--> statement-breakpoint
CREATE INDEX "bolsa_empleadores_estado_idx" ON "bolsa_empleadores" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "bolsa_ofertas_empleador_idx" ON "bolsa_ofertas" USING btree ("empleador_id","created_at");--> statement-breakpoint
CREATE INDEX "bolsa_ofertas_publicadas_idx" ON "bolsa_ofertas" USING btree ("publicada_en","id") WHERE estado = 'publicada';--> statement-breakpoint
CREATE INDEX "bolsa_ofertas_cierre_idx" ON "bolsa_ofertas" USING btree ("cierre","id") WHERE estado = 'publicada';--> statement-breakpoint
CREATE INDEX "bolsa_ofertas_estado_idx" ON "bolsa_ofertas" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "bolsa_ofertas_programas_idx" ON "bolsa_ofertas" USING gin ("programa_ids");--> statement-breakpoint
CREATE INDEX "bolsa_ofertas_busqueda_trgm_idx" ON "bolsa_ofertas" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "egresado_empleos_egresado_idx" ON "egresado_empleos" USING btree ("egresado_id");--> statement-breakpoint
CREATE UNIQUE INDEX "egresado_empleos_candidatura_unique" ON "egresado_empleos" USING btree ("candidatura_id");