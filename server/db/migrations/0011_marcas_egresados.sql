-- Any change to graduates moves the staff list's page marks (server/egresados/marcas.ts): every server process
-- listening on egresados_orden drops its marks, whichever process, import or tool made the change. One notice per
-- statement, so a bulk upload of 100,000 rows sends one, and PostgreSQL folds repeats within a transaction.
CREATE OR REPLACE FUNCTION avisar_orden_egresados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('egresados_orden', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egresados_aviso_orden AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON egresados
  FOR EACH STATEMENT EXECUTE FUNCTION avisar_orden_egresados();
