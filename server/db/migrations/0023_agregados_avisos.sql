-- The dashboard, report and indicators' answers are kept per server process (server/reportes/cache.ts) until what
-- they count changes: any write to these tables notifies channel agregados_cache, so every process drops its copies,
-- whichever process, import or tool made the change. One notice per statement (a bulk upload's batch sends one, and
-- PostgreSQL folds repeats within a transaction).
CREATE OR REPLACE FUNCTION avisar_agregados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agregados_cache', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egresados_aviso_agregados AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON egresados
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_agregados();
--> statement-breakpoint
CREATE TRIGGER campana_destinatarios_aviso_agregados AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campana_destinatarios
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_agregados();
--> statement-breakpoint
CREATE TRIGGER cohortes_aviso_agregados AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cohortes
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_agregados();
--> statement-breakpoint
CREATE TRIGGER programas_aviso_agregados AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programas
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_agregados();
--> statement-breakpoint
CREATE TRIGGER niveles_aviso_agregados AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON niveles
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_agregados();
