DROP INDEX "egresados_created_idx";--> statement-breakpoint
DROP INDEX "egresados_nombre_orden_idx";--> statement-breakpoint
DROP INDEX "egresados_apellido_orden_idx";--> statement-breakpoint
CREATE INDEX "egresados_busqueda_trgm_idx" ON "egresados" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "egresados_created_idx" ON "egresados" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "egresados_nombre_orden_idx" ON "egresados" USING btree ((translate(lower(nombre), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') collate "C"),"id","nombre");--> statement-breakpoint
CREATE INDEX "egresados_apellido_orden_idx" ON "egresados" USING btree ((translate(lower(apellido_paterno), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc') collate "C"),"id","apellido_paterno");