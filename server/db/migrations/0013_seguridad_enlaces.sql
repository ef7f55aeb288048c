CREATE TABLE "limite_intentos" (
	"clave" varchar(400) PRIMARY KEY NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	"ventana_segundos" integer NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
-- Issue 19, item 8: confirming an address changes what a session may do (unverified accounts reach no staff
-- permission), so cached sessions must hear of it too.
DROP TRIGGER usuarios_aviso_cambio ON usuarios;
--> statement-breakpoint
CREATE TRIGGER usuarios_aviso_cambio AFTER UPDATE ON usuarios FOR EACH ROW
  WHEN ((OLD.activo, OLD.name, OLD.email, OLD.password_hash, OLD.email_verified_at) IS DISTINCT FROM (NEW.activo, NEW.name, NEW.email, NEW.password_hash, NEW.email_verified_at))
  EXECUTE FUNCTION avisar_cache_sesiones();
