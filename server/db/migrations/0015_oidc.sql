CREATE TABLE "oidc_identidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"iss" varchar(300) NOT NULL,
	"sub" varchar(255) NOT NULL,
	"usuario_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"nombres" varchar(120) DEFAULT '' NOT NULL,
	"apellidos" varchar(160) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "metodo" varchar(20) DEFAULT 'contrasena' NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_identidades" ADD CONSTRAINT "oidc_identidades_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_identidades_iss_sub_unique" ON "oidc_identidades" USING btree ("iss","sub");--> statement-breakpoint
CREATE INDEX "oidc_identidades_usuario_idx" ON "oidc_identidades" USING btree ("usuario_id");