-- The upload rules a nomination's files are received under (server/postulaciones/reglas.ts: per document, the
-- loosest rule of the categories that could be chosen) are kept per server process until a category or a call's
-- state changes; channel postulaciones_reglas_cache. A call's row is also updated by every submission (its folio
-- counter), so only the columns the rules read notify.
CREATE TRIGGER categorias_aviso_reglas AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categorias
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('postulaciones_reglas_cache');
--> statement-breakpoint
CREATE TRIGGER convocatorias_aviso_reglas_alta AFTER INSERT OR DELETE OR TRUNCATE ON convocatorias
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('postulaciones_reglas_cache');
--> statement-breakpoint
CREATE TRIGGER convocatorias_aviso_reglas_estado AFTER UPDATE OF id, estado ON convocatorias
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_canal('postulaciones_reglas_cache');
