CREATE TABLE "egresados" (
	"id" serial PRIMARY KEY NOT NULL,
	"matricula" varchar(30) NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"apellido_paterno" varchar(80) NOT NULL,
	"apellido_materno" varchar(80),
	"curp" varchar(18),
	"correo" varchar(254) NOT NULL,
	"telefono" varchar(10),
	"sexo" varchar(1),
	"fecha_nacimiento" date,
	"programa_id" integer NOT NULL,
	"anio_egreso" smallint NOT NULL,
	"fecha_egreso" date,
	"titulado" boolean DEFAULT false NOT NULL,
	"fecha_titulacion" date,
	"situacion_laboral" varchar(20),
	"empresa" varchar(160),
	"puesto" varchar(120),
	"entidad_federativa" varchar(2),
	"verificado" boolean DEFAULT false NOT NULL,
	"verificado_en" timestamp with time zone,
	"origen" varchar(20) DEFAULT 'captura' NOT NULL,
	"aviso_privacidad_version" varchar(20),
	"aviso_privacidad_aceptado_en" timestamp with time zone,
	"busqueda" text GENERATED ALWAYS AS (translate(lower(matricula || ' ' || nombre || ' ' || apellido_paterno || ' ' || coalesce(apellido_materno, '') || ' ' || coalesce(curp, '') || ' ' || correo), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importacion_rechazos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"importacion_id" integer NOT NULL,
	"fila" integer NOT NULL,
	"valores" jsonb NOT NULL,
	"motivo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer,
	"usuario_email" varchar(254),
	"archivo" varchar(255) NOT NULL,
	"formato" varchar(10) NOT NULL,
	"estado" varchar(20) DEFAULT 'en_proceso' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"creados" integer DEFAULT 0 NOT NULL,
	"actualizados" integer DEFAULT 0 NOT NULL,
	"sin_cambios" integer DEFAULT 0 NOT NULL,
	"rechazados" integer DEFAULT 0 NOT NULL,
	"mapeo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"encabezados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminada_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "niveles" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"clave" varchar(20) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programas" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(20) NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"nivel_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "egresados" ADD CONSTRAINT "egresados_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacion_rechazos" ADD CONSTRAINT "importacion_rechazos_importacion_id_importaciones_id_fk" FOREIGN KEY ("importacion_id") REFERENCES "public"."importaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importaciones" ADD CONSTRAINT "importaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programas" ADD CONSTRAINT "programas_nivel_id_niveles_id_fk" FOREIGN KEY ("nivel_id") REFERENCES "public"."niveles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "egresados_matricula_unique" ON "egresados" USING btree ("matricula");--> statement-breakpoint
CREATE UNIQUE INDEX "egresados_curp_unique" ON "egresados" USING btree ("curp");--> statement-breakpoint
CREATE UNIQUE INDEX "egresados_correo_unique" ON "egresados" USING btree ("correo");--> statement-breakpoint
CREATE INDEX "egresados_programa_idx" ON "egresados" USING btree ("programa_id");--> statement-breakpoint
CREATE INDEX "egresados_anio_idx" ON "egresados" USING btree ("anio_egreso");--> statement-breakpoint
CREATE INDEX "egresados_created_idx" ON "egresados" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "egresados_nombre_orden_idx" ON "egresados" USING btree ((translate(lower(nombre), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') collate "C"),"id");--> statement-breakpoint
CREATE INDEX "egresados_apellido_orden_idx" ON "egresados" USING btree ((translate(lower(apellido_paterno), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') collate "C"),"id");--> statement-breakpoint
CREATE INDEX "importacion_rechazos_importacion_idx" ON "importacion_rechazos" USING btree ("importacion_id","fila");--> statement-breakpoint
CREATE INDEX "importaciones_created_idx" ON "importaciones" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "niveles_nombre_unique" ON "niveles" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "niveles_clave_unique" ON "niveles" USING btree (lower("clave"));--> statement-breakpoint
CREATE UNIQUE INDEX "programas_clave_unique" ON "programas" USING btree (lower("clave"));--> statement-breakpoint
CREATE UNIQUE INDEX "programas_nombre_unique" ON "programas" USING btree ("nivel_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "programas_nivel_idx" ON "programas" USING btree ("nivel_id");