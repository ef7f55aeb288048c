CREATE TABLE "ronda_jurados" (
	"ronda_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ronda_jurados_ronda_id_usuario_id_pk" PRIMARY KEY("ronda_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "ronda_postulaciones" (
	"ronda_id" integer NOT NULL,
	"postulacion_id" integer NOT NULL,
	"promovida_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ronda_postulaciones_ronda_id_postulacion_id_pk" PRIMARY KEY("ronda_id","postulacion_id")
);
--> statement-breakpoint
CREATE TABLE "ronda_recordatorios" (
	"ronda_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"dia" varchar(10) NOT NULL,
	"motivo" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ronda_recordatorios_ronda_id_usuario_id_dia_pk" PRIMARY KEY("ronda_id","usuario_id","dia")
);
--> statement-breakpoint
CREATE TABLE "rondas" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL,
	"numero" smallint NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"modo" varchar(10) DEFAULT 'puntaje' NOT NULL,
	"criterios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"estado" varchar(10) DEFAULT 'abierta' NOT NULL,
	"documentos_adicionales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "evaluaciones_postulacion_usuario_unique";--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "adscripcion_programa_id" integer;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "adscripcion_area" varchar(160);--> statement-breakpoint
ALTER TABLE "categorias" ADD COLUMN "retroalimentacion" varchar(30) DEFAULT 'ninguna' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD COLUMN "ronda_id" integer;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD COLUMN "voto" varchar(2);--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD COLUMN "posicion" smallint;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD COLUMN "abstencion_motivo" text;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD COLUMN "motivo_conflicto_asignacion" text;--> statement-breakpoint
ALTER TABLE "ronda_jurados" ADD CONSTRAINT "ronda_jurados_ronda_id_rondas_id_fk" FOREIGN KEY ("ronda_id") REFERENCES "public"."rondas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_jurados" ADD CONSTRAINT "ronda_jurados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_postulaciones" ADD CONSTRAINT "ronda_postulaciones_ronda_id_rondas_id_fk" FOREIGN KEY ("ronda_id") REFERENCES "public"."rondas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_postulaciones" ADD CONSTRAINT "ronda_postulaciones_postulacion_id_postulaciones_id_fk" FOREIGN KEY ("postulacion_id") REFERENCES "public"."postulaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_postulaciones" ADD CONSTRAINT "ronda_postulaciones_promovida_por_usuarios_id_fk" FOREIGN KEY ("promovida_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_recordatorios" ADD CONSTRAINT "ronda_recordatorios_ronda_id_rondas_id_fk" FOREIGN KEY ("ronda_id") REFERENCES "public"."rondas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ronda_recordatorios" ADD CONSTRAINT "ronda_recordatorios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rondas" ADD CONSTRAINT "rondas_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ronda_jurados_usuario_idx" ON "ronda_jurados" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ronda_postulaciones_postulacion_idx" ON "ronda_postulaciones" USING btree ("postulacion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rondas_categoria_numero_unique" ON "rondas" USING btree ("categoria_id","numero");--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_adscripcion_programa_id_programas_id_fk" FOREIGN KEY ("adscripcion_programa_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluaciones" ADD CONSTRAINT "evaluaciones_ronda_id_rondas_id_fk" FOREIGN KEY ("ronda_id") REFERENCES "public"."rondas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluaciones_ronda_postulacion_usuario_unique" ON "evaluaciones" USING btree ("ronda_id","postulacion_id","usuario_id");--> statement-breakpoint
CREATE INDEX "evaluaciones_ronda_idx" ON "evaluaciones" USING btree ("ronda_id","estado");