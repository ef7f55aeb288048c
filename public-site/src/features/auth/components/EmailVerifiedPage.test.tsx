import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

// The site header has its own «Iniciar sesión»: only the page's card counts here.
const card = () => within(screen.getByRole('main'));

describe('email verified page', () => {
  it('tells a graduate, who has no password, to wait for mail or ask for an update link', async () => {
    renderApp('/email/verified-success?cuenta=egresado');
    expect(await screen.findByText(/No necesita contraseña/)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Actualizar mis datos' })).toHaveAttribute('href', '/egresados/actualizacion');
    expect(card().queryByText(/contraseña que eligió|Inicie sesión/)).toBeNull();
    expect(card().queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('sends a student to sign in and then to their servicio social page', async () => {
    renderApp('/email/verified-success?cuenta=estudiante');
    expect(await screen.findByText(/contraseña que eligió al registrarse/)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?next=%2Fservicio-social%2Festudiantes');
  });

  it('tells an institution that the office validates it before it publishes', async () => {
    renderApp('/email/verified-success?cuenta=institucion');
    expect(await screen.findByText(/cuando los valide podrá registrar programas y vacantes/)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?next=%2Fservicio-social%2FInstitucion');
  });

  it('promises no next step it cannot know for an address without the kind of account', async () => {
    renderApp('/email/verified-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo verificado' })).toBeInTheDocument();
    expect(card().queryByText(/contraseña/)).toBeNull();
    expect(card().getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
