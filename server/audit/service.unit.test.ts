import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { audit } from './service';

function fakeRequest() {
  const error = vi.fn();
  const request = { user: { id: 7, email: 'ana@universidad.mx' }, ip: '10.0.0.1', log: { error } } as unknown as FastifyRequest;
  return { request, error };
}

function recordingDb(fail = false) {
  const values = vi.fn(async () => {
    if (fail) throw new Error('la base de datos no responde');
  });
  return { db: { insert: () => ({ values }) } as unknown as Db, values };
}

describe('audit', () => {
  it('guarda quién, qué y las instantáneas sin secretos', async () => {
    const { db, values } = recordingDb();
    const { request } = fakeRequest();
    await audit(db, request, {
      accion: 'editar', recurso: 'usuarios', registroId: 3,
      antes: { name: 'Ana', passwordHash: '$argon2id$x' },
      despues: { name: 'Ana María', passwordChanged: true, nested: { token: 'abc', ok: 1 } },
    });
    expect(values).toHaveBeenCalledWith({
      actorId: 7, actorEmail: 'ana@universidad.mx', accion: 'editar', recurso: 'usuarios', registroId: '3',
      antes: { name: 'Ana' }, despues: { name: 'Ana María', passwordChanged: true, nested: { ok: 1 } }, ip: '10.0.0.1',
    });
  });

  it('nunca hace fallar la solicitud: registra el error y sigue', async () => {
    const { db } = recordingDb(true);
    const { request, error } = fakeRequest();
    await expect(audit(db, request, { accion: 'crear', recurso: 'roles', registroId: 1, despues: {} })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
  });

  it('no registra una edición que no cambió nada', async () => {
    const { db, values } = recordingDb();
    const { request } = fakeRequest();
    await audit(db, request, { accion: 'editar', recurso: 'roles', registroId: 1, antes: { a: 1, updatedAt: 'x' }, despues: { a: 1, updatedAt: 'y' } });
    expect(values).not.toHaveBeenCalled();
  });
});
