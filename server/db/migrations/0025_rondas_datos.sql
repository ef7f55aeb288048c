-- Issue 33: today's single pass becomes every existing category's ronda 1, with nothing lost: its criteria, its pool
-- of jurados and every assignment (scores, drafts, recusals) move to it. The round's dates are the call's judging
-- window (close → results); a call already published has its round closed.
INSERT INTO "rondas" ("categoria_id", "numero", "nombre", "modo", "criterios", "inicio", "fin", "estado")
SELECT c."id", 1, 'Ronda 1', 'puntaje', c."criterios", v."cierre",
       greatest(v."publicacion_resultados", v."cierre" + interval '1 day'),
       CASE WHEN v."estado" = 'resultados_publicados' THEN 'cerrada' ELSE 'abierta' END
FROM "categorias" c JOIN "convocatorias" v ON v."id" = c."convocatoria_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "ronda_jurados" ("ronda_id", "usuario_id", "created_at")
SELECT r."id", j."usuario_id", j."created_at"
FROM "jurado_categorias" j JOIN "rondas" r ON r."categoria_id" = j."categoria_id" AND r."numero" = 1
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "evaluaciones" e SET "ronda_id" = r."id"
FROM "postulaciones" p JOIN "rondas" r ON r."categoria_id" = p."categoria_id" AND r."numero" = 1
WHERE p."id" = e."postulacion_id" AND e."ronda_id" IS NULL;
