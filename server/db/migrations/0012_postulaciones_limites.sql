-- Limits on the public nomination links (issue 19): how often a nominee may change an answer already given, and
-- how many folio re-sends a nomination has had in the current 24-hour window.
ALTER TABLE "postulaciones" ADD COLUMN "aceptacion_cambios" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "folio_reenvios" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "folio_reenvios_desde" timestamp with time zone;