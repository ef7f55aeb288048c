-- The bolsa's placement indicators are kept per server process (server/bolsa/indicadores/cache.ts) until what they
-- count changes: any write to offers, applications or programs notifies channel bolsa_indicadores_cache, whichever
-- process, import or tool made it. One notice per statement; PostgreSQL folds repeats within a transaction.
-- avisar_canal(channel) serves any such cache: the channel is the trigger's argument.
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
