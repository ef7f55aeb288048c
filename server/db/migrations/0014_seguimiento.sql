CREATE TABLE "seg_aplicaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"cuestionario_id" integer NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"filtro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"poblacion" integer DEFAULT 0 NOT NULL,
	"apertura" timestamp with time zone NOT NULL,
	"cierre" timestamp with time zone NOT NULL,
	"recordatorio_cada_dias" smallint DEFAULT 7 NOT NULL,
	"recordatorio_maximo" smallint DEFAULT 2 NOT NULL,
	"recordatorios_enviados" smallint DEFAULT 0 NOT NULL,
	"ultimo_envio_en" timestamp with time zone,
	"meses_desde_egreso" smallint,
	"enviada_en" timestamp with time zone,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seg_cuestionarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"grupo" integer,
	"version" smallint DEFAULT 1 NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"descripcion" text,
	"secciones" jsonb NOT NULL,
	"vigente" boolean DEFAULT true NOT NULL,
	"semilla" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seg_invitaciones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"aplicacion_id" integer NOT NULL,
	"egresado_id" integer,
	"tipo" varchar(20) DEFAULT 'egresado' NOT NULL,
	"cuestionario_id" integer NOT NULL,
	"correo" varchar(254),
	"programa_id" integer,
	"generacion" smallint,
	"respuestas" jsonb,
	"enviada_en" timestamp with time zone,
	"captura" varchar(20) DEFAULT 'en_linea' NOT NULL,
	"invitada_en" timestamp with time zone,
	"recordatorios" smallint DEFAULT 0 NOT NULL,
	"aviso_version" varchar(20),
	"aviso_aceptado_en" timestamp with time zone,
	"campana_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seg_metas" (
	"clave" varchar(60) PRIMARY KEY NOT NULL,
	"meta" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seg_aplicaciones" ADD CONSTRAINT "seg_aplicaciones_cuestionario_id_seg_cuestionarios_id_fk" FOREIGN KEY ("cuestionario_id") REFERENCES "public"."seg_cuestionarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seg_aplicaciones" ADD CONSTRAINT "seg_aplicaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seg_invitaciones" ADD CONSTRAINT "seg_invitaciones_aplicacion_id_seg_aplicaciones_id_fk" FOREIGN KEY ("aplicacion_id") REFERENCES "public"."seg_aplicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seg_invitaciones" ADD CONSTRAINT "seg_invitaciones_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seg_invitaciones" ADD CONSTRAINT "seg_invitaciones_cuestionario_id_seg_cuestionarios_id_fk" FOREIGN KEY ("cuestionario_id") REFERENCES "public"."seg_cuestionarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seg_invitaciones" ADD CONSTRAINT "seg_invitaciones_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seg_aplicaciones_cuestionario_idx" ON "seg_aplicaciones" USING btree ("cuestionario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seg_cuestionarios_version_unique" ON "seg_cuestionarios" USING btree ("grupo","version");--> statement-breakpoint
CREATE UNIQUE INDEX "seg_cuestionarios_semilla_unique" ON "seg_cuestionarios" USING btree ("semilla");--> statement-breakpoint
CREATE INDEX "seg_cuestionarios_tipo_idx" ON "seg_cuestionarios" USING btree ("tipo","vigente");--> statement-breakpoint
CREATE UNIQUE INDEX "seg_invitaciones_persona_unique" ON "seg_invitaciones" USING btree ("aplicacion_id","tipo","egresado_id");--> statement-breakpoint
CREATE INDEX "seg_invitaciones_aplicacion_idx" ON "seg_invitaciones" USING btree ("aplicacion_id","tipo","programa_id","generacion");--> statement-breakpoint
CREATE INDEX "seg_invitaciones_egresado_idx" ON "seg_invitaciones" USING btree ("egresado_id");--> statement-breakpoint
CREATE INDEX "seg_invitaciones_cuestionario_idx" ON "seg_invitaciones" USING btree ("cuestionario_id") WHERE respuestas IS NOT NULL;