import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, SYSTEM_PERMISSIONS, can, canAccess, permissionLabel } from './permissions';

describe('access rule', () => {
  const staff = { roles: ['capturista'], permissions: ['usuarios.ver'] };

  it('lets administrators do everything', () => {
    expect(can({ roles: [ADMIN_ROLE], permissions: [] }, 'roles.eliminar')).toBe(true);
  });

  it('needs the named permission otherwise', () => {
    expect(can(staff, 'usuarios.ver')).toBe(true);
    expect(can(staff, 'usuarios.crear')).toBe(false);
    expect(can(null, 'usuarios.ver')).toBe(false);
  });

  it('maps react-admin resources and actions to permissions', () => {
    expect(canAccess(staff, { resource: 'egresados/usuarios', action: 'list' })).toBe(true);
    expect(canAccess(staff, { resource: 'servicio-social/administracion/usuarios', action: 'show' })).toBe(true);
    expect(canAccess(staff, { resource: 'egresados/usuarios', action: 'create' })).toBe(false);
    expect(canAccess(staff, { resource: 'egresados/roles', action: 'list' })).toBe(false);
  });

  it('maps the writes of resources without crear to their own action', () => {
    const lector = { roles: [], permissions: ['arco.ver', 'seguimiento.ver'] };
    const gestor = { roles: [], permissions: ['arco.ver', 'arco.gestionar', 'seguimiento.editar'] };
    for (const resource of ['administracion/proteccion-datos', 'administracion/dias-inhabiles']) {
      expect(canAccess(lector, { resource, action: 'list' })).toBe(true);
      expect(canAccess(lector, { resource, action: 'create' })).toBe(false);
      expect(canAccess(gestor, { resource, action: 'create' })).toBe(true);
      expect(canAccess(gestor, { resource, action: 'delete' })).toBe(true);
    }
    expect(canAccess(gestor, { resource: 'egresados/seguimiento/aplicaciones', action: 'create' })).toBe(true);
    expect(canAccess(lector, { resource: 'egresados/seguimiento/aplicaciones', action: 'create' })).toBe(false);
  });

  it('names every system permission recurso.accion', () => {
    for (const p of SYSTEM_PERMISSIONS) expect(p.nombre).toBe(`${p.recurso}.${p.accion}`);
  });
});

describe('permission keys read as Spanish phrases', () => {
  it('names every system permission without its key', () => {
    expect(permissionLabel('campanas.crear')).toBe('Crear: Campañas de correo');
    expect(permissionLabel('ajustes-ss.ver')).toBe('Ver: Reglas y periodos del servicio social');
    for (const p of SYSTEM_PERMISSIONS) expect(permissionLabel(p.nombre), p.nombre).not.toMatch(/[.-]|^[a-z]/);
  });

  it('reads a key staff made up as words', () => {
    expect(permissionLabel('egresados-extra.exportar')).toBe('Exportar: Egresados extra');
  });
});
