ALTER TABLE "jurado_categorias" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "jurado_categorias" CASCADE;--> statement-breakpoint
ALTER TABLE "evaluaciones" ALTER COLUMN "ronda_id" SET NOT NULL;