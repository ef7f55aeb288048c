ALTER TABLE "ss_documentos" ADD COLUMN "revision_abierta_en" timestamp with time zone;--> statement-breakpoint
-- The PDF now draws the signature blocks from the approvals; a footer still holding the old default names would
-- print them twice. Only footers the office never changed are replaced.
UPDATE "ss_plantillas_documento" SET "pie" = '<p style="text-align:center">Atentamente</p>'
WHERE "tipo" IN ('situacion', 'presentacion', 'liberacion')
  AND "pie" = '<p style="text-align:center">Atentamente</p><p style="text-align:center"><strong>Oficina de Servicio Social</strong></p>';
--> statement-breakpoint
UPDATE "ss_plantillas_documento" SET "pie" = '<p style="text-align:center">Atentamente</p>'
WHERE "tipo" IN ('aceptacion', 'constancia')
  AND "pie" = '<p style="text-align:center">{{supervisor}}</p><p style="text-align:center">Supervisor(a) en {{institucion}}</p>';
--> statement-breakpoint
UPDATE "ss_plantillas_documento" SET "pie" = ''
WHERE ("tipo" = 'compromiso' AND "pie" = '<p style="text-align:center">{{nombreCompleto}}</p><p style="text-align:center">Matrícula {{matricula}}</p>')
   OR ("tipo" IN ('informe_mensual', 'informe_final') AND "pie" = '<p style="text-align:center">{{nombreCompleto}}</p><p style="text-align:center">Matrícula {{matricula}}</p><p style="text-align:center">{{supervisor}}</p><p style="text-align:center">Supervisor(a) en {{institucion}}</p>');
