-- Every change that can end a session or alter what it may do notifies channel sesiones_cache, so each server
-- process drops its cached copy (server/auth/session-cache.ts), whichever process, script or tool made the change.
-- Payloads: 's:<session id>', 'u:<user id>', '*' (roles and permissions: every session).
CREATE OR REPLACE FUNCTION avisar_cache_sesiones() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  aviso text;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    aviso := 's:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'usuarios' THEN
    aviso := 'u:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'usuario_roles' AND TG_OP = 'INSERT' THEN
    aviso := 'u:' || NEW.usuario_id;
  ELSIF TG_TABLE_NAME = 'usuario_roles' AND TG_OP = 'DELETE' THEN
    aviso := 'u:' || OLD.usuario_id;
  ELSE
    aviso := '*';
  END IF;
  PERFORM pg_notify('sesiones_cache', aviso);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Touching last_seen_at forward is the once-a-minute bookkeeping of live sessions: no notice. Moving it back is not.
CREATE TRIGGER sessions_aviso_cambio AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR NEW.last_seen_at < OLD.last_seen_at OR OLD.usuario_id <> NEW.usuario_id OR OLD.token_hash <> NEW.token_hash)
  EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER sessions_aviso_baja AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER usuarios_aviso_cambio AFTER UPDATE ON usuarios FOR EACH ROW
  WHEN ((OLD.activo, OLD.name, OLD.email, OLD.password_hash) IS DISTINCT FROM (NEW.activo, NEW.name, NEW.email, NEW.password_hash))
  EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER usuarios_aviso_baja AFTER DELETE ON usuarios FOR EACH ROW EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER usuario_roles_aviso AFTER INSERT OR UPDATE OR DELETE ON usuario_roles FOR EACH ROW EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER roles_aviso_cambio AFTER UPDATE ON roles FOR EACH ROW
  WHEN ((OLD.activo, OLD.nombre) IS DISTINCT FROM (NEW.activo, NEW.nombre))
  EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER roles_aviso_baja AFTER DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER permisos_aviso_cambio AFTER UPDATE ON permisos FOR EACH ROW
  WHEN ((OLD.activo, OLD.nombre) IS DISTINCT FROM (NEW.activo, NEW.nombre))
  EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER permisos_aviso_baja AFTER DELETE ON permisos FOR EACH STATEMENT EXECUTE FUNCTION avisar_cache_sesiones();
--> statement-breakpoint
CREATE TRIGGER rol_permisos_aviso AFTER INSERT OR UPDATE OR DELETE ON rol_permisos FOR EACH STATEMENT EXECUTE FUNCTION avisar_cache_sesiones();
