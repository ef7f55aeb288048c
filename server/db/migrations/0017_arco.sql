CREATE TABLE "arco_bloqueos" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer,
	"area" varchar(20) NOT NULL,
	"correo" varchar(254) NOT NULL,
	"curp" varchar(18),
	"bloqueado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"eliminado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "arco_cierres" (
	"id" serial PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"motivo" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arco_cierres_dia_unique" UNIQUE("dia")
);
--> statement-breakpoint
CREATE TABLE "arco_pasos" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"fecha" date NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"detalle" jsonb,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arco_solicitudes" (
	"id" serial PRIMARY KEY NOT NULL,
	"folio" varchar(20) NOT NULL,
	"derecho" varchar(20) NOT NULL,
	"area" varchar(20) NOT NULL,
	"datos" text NOT NULL,
	"finalidad" varchar(20),
	"medio" varchar(20) NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"correo" varchar(254) NOT NULL,
	"curp" varchar(18),
	"representante" varchar(160),
	"documento_id" uuid,
	"usuario_id" integer,
	"estado" varchar(20) DEFAULT 'recibida' NOT NULL,
	"recibida" date NOT NULL,
	"prevenida_en" date,
	"prevencion_respondida_en" date,
	"ampliada_en" date,
	"decidida_en" date,
	"procedente" boolean,
	"efectiva_en" date,
	"cerrada_en" date,
	"egresado_id" integer,
	"recordatorio" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "egresados" ADD COLUMN "bloqueado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "bloqueado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ss_estudiantes" ADD COLUMN "bloqueado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arco_bloqueos" ADD CONSTRAINT "arco_bloqueos_solicitud_id_arco_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."arco_solicitudes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_pasos" ADD CONSTRAINT "arco_pasos_solicitud_id_arco_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."arco_solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_pasos" ADD CONSTRAINT "arco_pasos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD CONSTRAINT "arco_solicitudes_documento_id_archivos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."archivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD CONSTRAINT "arco_solicitudes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_solicitudes" ADD CONSTRAINT "arco_solicitudes_egresado_id_egresados_id_fk" FOREIGN KEY ("egresado_id") REFERENCES "public"."egresados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arco_bloqueos_correo_idx" ON "arco_bloqueos" USING btree ("correo");--> statement-breakpoint
CREATE INDEX "arco_pasos_solicitud_idx" ON "arco_pasos" USING btree ("solicitud_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arco_solicitudes_folio_unique" ON "arco_solicitudes" USING btree ("folio");--> statement-breakpoint
CREATE INDEX "arco_solicitudes_estado_idx" ON "arco_solicitudes" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "arco_solicitudes_correo_idx" ON "arco_solicitudes" USING btree ("correo");