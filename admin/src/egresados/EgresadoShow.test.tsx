import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Egresado } from '../../../shared/schemas/egresados';
import { buildUser, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const egresado: Egresado = {
  id: 7, matricula: 'A0012345', nombre: 'José', apellidoPaterno: 'Núñez', apellidoMaterno: null, curp: null,
  correo: 'jose@correo.mx', telefono: null, sexo: 'H', fechaNacimiento: '1998-03-01', programaId: 5,
  programa: 'Ingeniería en Informática', programaClave: 'LIC-INF', nivelId: 2, nivel: 'Licenciatura', anioEgreso: 2021,
  fechaEgreso: '2021-06-30', titulado: false, fechaTitulacion: null, situacionLaboral: 'empleado', empresa: null, puesto: null,
  entidadFederativa: 'JC', verificado: false, verificadoEn: null, origen: 'registro', avisoPrivacidadVersion: '2026-01',
  avisoPrivacidadAceptadoEn: '2026-01-10T17:00:00.000Z', createdAt: '2026-01-10T17:00:00.000Z', updatedAt: '2026-01-10T17:00:00.000Z',
};

const api: Route = (url) =>
  url.pathname === '/api/egresados/7' ? { body: egresado } : url.pathname === '/api/egresados/7/servicio-social' ? { body: [] } : undefined;

describe('<EgresadoShow>', () => {
  it('reads as the catalogs say, with calendar days as dd/mm/aaaa and the verification state', async () => {
    renderAdmin('/egresados/7/show', buildUser({ permissions: ['egresados.ver', 'egresados.editar'] }), api);
    expect(await screen.findByText('30/06/2021')).toBeInTheDocument();
    expect(screen.getByText('01/03/1998')).toBeInTheDocument();
    expect(screen.getByText('Hombre')).toBeInTheDocument();
    expect(screen.getByText('Jalisco')).toBeInTheDocument();
    expect(screen.getByText('Empleado')).toBeInTheDocument();
    expect(screen.getByText('Ingeniería en Informática (LIC-INF)')).toBeInTheDocument();
    expect(screen.getByText('Sin verificar')).toBeInTheDocument();
  });

  it('offers deletion to administrators only', async () => {
    const staff = renderAdmin('/egresados/7/show', buildUser({ permissions: ['egresados.ver', 'egresados.editar'] }), api);
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    staff.unmount();

    renderAdmin('/egresados/7/show', buildUser({ roles: ['administrador'] }), api);
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('links to the audit history of the record for those who may read the log', async () => {
    const staff = renderAdmin('/egresados/7/show', buildUser({ permissions: ['egresados.ver'] }), api);
    expect(await screen.findByText('30/06/2021')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Historial de cambios' })).toBeNull();
    staff.unmount();

    renderAdmin('/egresados/7/show', buildUser({ permissions: ['egresados.ver', 'auditoria.ver'] }), api);
    const link = await screen.findByRole('link', { name: 'Historial de cambios' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/administracion/auditoria');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({ recurso: 'egresados', registroId: '7' });
  });

  it('shows the social service of the same matrícula, with a link to verify its liberation letter', async () => {
    const conServicio: Route = (url, init) =>
      url.pathname === '/api/egresados/7/servicio-social'
        ? {
            body: [
              {
                id: 3, estado: 'liberada', periodo: '2020-1', institucion: 'Fundación Hogar y Esperanza, A.C.', programa: 'Acompañamiento escolar',
                fechaInicio: '2020-01-15', fechaFin: '2020-07-30', horasAprobadas: 480, horasRequeridas: 480, liberadaEn: '2020-08-01T17:00:00.000Z',
                motivoBaja: null, folioConstancia: null, folioLiberacion: 'SS-2020-LIB00001',
              },
            ],
          }
        : api(url, init);
    renderAdmin('/egresados/7/show', buildUser({ permissions: ['egresados.ver'] }), conServicio);
    expect(await screen.findByRole('heading', { level: 3, name: 'Acompañamiento escolar' })).toBeInTheDocument();
    expect(screen.getByText('Liberada')).toBeInTheDocument();
    expect(screen.getByText(/Del 15\/01\/2020 al 30\/07\/2020 · 480 de 480 horas aprobadas/)).toBeInTheDocument();
    const enlace = screen.getByRole('link', { name: 'Verificar Carta de liberación SS-2020-LIB00001 (se abre en una pestaña nueva)' });
    expect(enlace).toHaveAttribute('href', '/servicio-social/verificar?folio=SS-2020-LIB00001');
  });

  it('says so when the graduate has no social service here', async () => {
    renderAdmin('/egresados/7/show', buildUser({ permissions: ['egresados.ver'] }), api);
    expect(await screen.findByText('No hay servicio social registrado en la plataforma con esta matrícula.')).toBeInTheDocument();
  });
});
