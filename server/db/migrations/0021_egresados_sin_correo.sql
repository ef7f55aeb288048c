-- Graduates of older cohorts often have no email on file: staff capture and the bulk upload may leave it out
-- (a telephone is then required). The search column folds the address in, so it is rebuilt with coalesce (PostgreSQL 15
-- cannot change a generated column's expression), and its trigram index with it.
ALTER TABLE "egresados" ALTER COLUMN "correo" DROP NOT NULL;--> statement-breakpoint
UPDATE "egresados" SET "correo" = NULL WHERE trim("correo") = '';--> statement-breakpoint
ALTER TABLE "egresados" drop column "busqueda";--> statement-breakpoint
ALTER TABLE "egresados" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(matricula || ' ' || nombre || ' ' || apellido_paterno || ' ' || coalesce(apellido_materno, '') || ' ' || coalesce(curp, '') || ' ' || coalesce(correo, '')), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) STORED;--> statement-breakpoint
CREATE INDEX "egresados_busqueda_trgm_idx" ON "egresados" USING gin ("busqueda" gin_trgm_ops);
