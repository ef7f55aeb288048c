CREATE TABLE "bajas_correo" (
	"correo" varchar(254) PRIMARY KEY NOT NULL,
	"campana_id" integer,
	"origen" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campana_destinatarios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campana_id" integer NOT NULL,
	"egresado_id" integer,
	"correo" varchar(254) NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"siguiente_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_error" text,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campanas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"plantilla_id" integer,
	"asunto" varchar(200),
	"cuerpo_html" text,
	"filtro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" varchar(20) DEFAULT 'borrador' NOT NULL,
	"programada_para" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"usuario_id" integer,
	"usuario_email" varchar(254),
	"iniciada_en" timestamp with time zone,
	"terminada_en" timestamp with time zone,
	"tokens" double precision DEFAULT 0 NOT NULL,
	"tokens_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cohortes" (
	"id" serial PRIMARY KEY NOT NULL,
	"programa_id" integer NOT NULL,
	"anio_egreso" smallint NOT NULL,
	"esperados" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plantillas_correo" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"asunto" varchar(200) NOT NULL,
	"cuerpo_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "egresados" ADD COLUMN "actualizado_por_egresado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bajas_correo" ADD CONSTRAINT "bajas_correo_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campana_destinatarios" ADD CONSTRAINT "campana_destinatarios_campana_id_campanas_id_fk" FOREIGN KEY ("campana_id") REFERENCES "public"."campanas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campana_destinatarios" ADD CONSTRAINT "campana_destinatarios_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas" ADD CONSTRAINT "campanas_plantilla_id_plantillas_correo_id_fk" FOREIGN KEY ("plantilla_id") REFERENCES "public"."plantillas_correo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanas" ADD CONSTRAINT "campanas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cohortes" ADD CONSTRAINT "cohortes_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campana_destinatarios_correo_unique" ON "campana_destinatarios" USING btree ("campana_id","correo");--> statement-breakpoint
CREATE INDEX "campana_destinatarios_cola_idx" ON "campana_destinatarios" USING btree ("campana_id","estado","siguiente_intento");--> statement-breakpoint
CREATE INDEX "campana_destinatarios_egresado_idx" ON "campana_destinatarios" USING btree ("egresado_id");--> statement-breakpoint
CREATE INDEX "campanas_estado_idx" ON "campanas" USING btree ("estado","programada_para");--> statement-breakpoint
CREATE UNIQUE INDEX "cohortes_programa_anio_unique" ON "cohortes" USING btree ("programa_id","anio_egreso");--> statement-breakpoint
CREATE UNIQUE INDEX "plantillas_correo_nombre_unique" ON "plantillas_correo" USING btree (lower("nombre"));