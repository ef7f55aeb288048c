ALTER TABLE "ss_prestaciones" ADD COLUMN "revisiones_institucion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "espera_institucion_segundos" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "revisiones_oficina" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ss_prestaciones" ADD COLUMN "espera_oficina_segundos" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ss_documento_revisiones" ADD COLUMN "espera_segundos" double precision;--> statement-breakpoint
CREATE INDEX "ss_documentos_informes_enviados_idx" ON "ss_documentos" USING btree ("prestacion_id") WHERE tipo = 'informe_mensual' and estado <> 'borrador';--> statement-breakpoint
-- Existing reviews: the same wait the staff report used to compute on every request (the previous decision on the
-- round, else the round's sending), once.
UPDATE "ss_documento_revisiones" AS r SET "espera_segundos" = t.espera
FROM (
  SELECT r2.id, extract(epoch FROM r2.created_at - coalesce(
    lag(r2.created_at) OVER (PARTITION BY r2.documento_id, r2.version ORDER BY r2.created_at, r2.id), v.created_at)) AS espera
  FROM "ss_documento_revisiones" r2
  JOIN "ss_documento_versiones" v ON v.documento_id = r2.documento_id AND v.version = r2.version
) t
WHERE t.id = r.id;--> statement-breakpoint
-- Every writer (the documents service, the issuing of constancias, the demo's back-dating, fixtures) gets the same
-- wait: the decision's date minus the previous decision on the same round, or minus the round's sending. A round
-- without its stored version has no wait (null), as the report's join used to leave it out.
CREATE OR REPLACE FUNCTION ss_revision_espera() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  enviada timestamptz;
  anterior timestamptz;
BEGIN
  SELECT v.created_at INTO enviada FROM ss_documento_versiones v WHERE v.documento_id = NEW.documento_id AND v.version = NEW.version;
  SELECT max(r.created_at) INTO anterior FROM ss_documento_revisiones r
    WHERE r.documento_id = NEW.documento_id AND r.version = NEW.version AND r.id <> NEW.id AND (r.created_at, r.id) < (NEW.created_at, NEW.id);
  NEW.espera_segundos := CASE WHEN enviada IS NULL THEN NULL ELSE extract(epoch FROM NEW.created_at - coalesce(anterior, enviada)) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ss_documento_revisiones_espera BEFORE INSERT OR UPDATE OF created_at, documento_id, version ON ss_documento_revisiones
  FOR EACH ROW EXECUTE FUNCTION ss_revision_espera();--> statement-breakpoint
-- The per-service totals are recomputed from the reviews (never incremented), so they cannot drift: once per
-- statement for the services it touched, which keeps a bulk load to one pass.
CREATE OR REPLACE FUNCTION ss_recalcular_turnos(prestaciones integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE ss_prestaciones p SET
    revisiones_institucion = t.revisiones_institucion, espera_institucion_segundos = t.espera_institucion,
    revisiones_oficina = t.revisiones_oficina, espera_oficina_segundos = t.espera_oficina
  FROM (
    -- A join on the unnested ids, not «= ANY (prestaciones)»: that would compare every document with every id.
    SELECT s.id,
      count(r.espera_segundos) FILTER (WHERE r.etapa = 'institucion') AS revisiones_institucion,
      coalesce(sum(r.espera_segundos) FILTER (WHERE r.etapa = 'institucion'), 0) AS espera_institucion,
      count(r.espera_segundos) FILTER (WHERE r.etapa = 'oficina') AS revisiones_oficina,
      coalesce(sum(r.espera_segundos) FILTER (WHERE r.etapa = 'oficina'), 0) AS espera_oficina
    FROM unnest(prestaciones) AS s(id)
    LEFT JOIN ss_documentos d ON d.prestacion_id = s.id
    LEFT JOIN ss_documento_revisiones r ON r.documento_id = d.id
    GROUP BY s.id
  ) t
  WHERE p.id = t.id;
$$;--> statement-breakpoint
-- Reviews are found through their document; a deleted document names its service itself (its reviews are gone by
-- the time its statement ends).
CREATE OR REPLACE FUNCTION ss_revisiones_turnos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ss_documentos' THEN
    PERFORM ss_recalcular_turnos(array(SELECT DISTINCT prestacion_id FROM viejas WHERE prestacion_id IS NOT NULL));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM ss_recalcular_turnos(array(SELECT DISTINCT d.prestacion_id FROM ss_documentos d WHERE d.prestacion_id IS NOT NULL AND d.id IN (SELECT documento_id FROM nuevas)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM ss_recalcular_turnos(array(SELECT DISTINCT d.prestacion_id FROM ss_documentos d WHERE d.prestacion_id IS NOT NULL
      AND d.id IN (SELECT documento_id FROM nuevas UNION SELECT documento_id FROM viejas)));
  ELSE
    PERFORM ss_recalcular_turnos(array(SELECT DISTINCT d.prestacion_id FROM ss_documentos d WHERE d.prestacion_id IS NOT NULL AND d.id IN (SELECT documento_id FROM viejas)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ss_documento_revisiones_turnos_alta AFTER INSERT ON ss_documento_revisiones REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION ss_revisiones_turnos();--> statement-breakpoint
CREATE TRIGGER ss_documento_revisiones_turnos_cambio AFTER UPDATE ON ss_documento_revisiones REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION ss_revisiones_turnos();--> statement-breakpoint
CREATE TRIGGER ss_documento_revisiones_turnos_baja AFTER DELETE ON ss_documento_revisiones REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION ss_revisiones_turnos();--> statement-breakpoint
CREATE TRIGGER ss_documentos_turnos_baja AFTER DELETE ON ss_documentos REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION ss_revisiones_turnos();--> statement-breakpoint
-- Existing services: their totals from the waits just stored.
SELECT ss_recalcular_turnos(array(SELECT DISTINCT prestacion_id FROM ss_documentos WHERE prestacion_id IS NOT NULL));
