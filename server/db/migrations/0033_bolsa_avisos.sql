-- Two answers of the bolsa are kept per server process until what they read changes, whichever process, import or
-- tool changed it: the placement indicators (server/bolsa/indicadores/cache.ts; channel bolsa_indicadores_cache, on
-- offers, applications and programs) and the public search's pages (server/bolsa/ofertas/cache.ts; channel
-- bolsa_busqueda_cache, on offers and employers). One notice per statement; PostgreSQL folds repeats within a
-- transaction. avisar_canal(channel) serves any such cache: the channel is the trigger's argument.
CREATE OR REPLACE FUNCTION avisar_canal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bolsa_ofertas_aviso_indicadores AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bolsa_ofertas
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('bolsa_indicadores_cache');
--> statement-breakpoint
CREATE TRIGGER bolsa_candidaturas_aviso_indicadores AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bolsa_candidaturas
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('bolsa_indicadores_cache');
--> statement-breakpoint
CREATE TRIGGER programas_aviso_bolsa_indicadores AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programas
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('bolsa_indicadores_cache');
--> statement-breakpoint
CREATE TRIGGER bolsa_ofertas_aviso_busqueda AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bolsa_ofertas
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('bolsa_busqueda_cache');
--> statement-breakpoint
CREATE TRIGGER bolsa_empleadores_aviso_busqueda AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bolsa_empleadores
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('bolsa_busqueda_cache');
