import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { AuditDiff } from './AuditDiff';
import type { AuditEntry } from './types';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1, actorId: 1, actorEmail: 'ana@universidad.mx', actorName: 'Ana', accion: 'editar', recurso: 'usuarios', registroId: '4',
  antes: null, despues: null, ip: null, createdAt: '2025-03-01T10:00:00Z', ...overrides,
});

function renderDiff(record: AuditEntry) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <AuditDiff />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('<AuditDiff>', () => {
  it('marks the fields an edit changed, with Spanish labels and values', async () => {
    renderDiff(entry({ antes: { name: 'Olga Ríos', activo: true, email: 'olga@universidad.mx' }, despues: { name: 'Olga Ríos León', activo: false, email: 'olga@universidad.mx' } }));
    const name = (await screen.findByRole('rowheader', { name: /Nombre/ })).closest('tr')!;
    expect(within(name).getByText('Cambió')).toBeInTheDocument();
    expect(within(name).getByText('Olga Ríos')).toBeInTheDocument();
    expect(within(name).getByText('Olga Ríos León')).toBeInTheDocument();
    const activo = screen.getByRole('rowheader', { name: /Activo/ }).closest('tr')!;
    expect(within(activo).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Sí', 'No']);
    const email = screen.getByRole('rowheader', { name: /Correo electrónico/ }).closest('tr')!;
    expect(within(email).queryByText('Cambió')).toBeNull();
  });

  it('shows only the "after" side of a creation', async () => {
    renderDiff(entry({ accion: 'crear', recurso: 'roles', despues: { nombre: 'Capturista', area: 'egresados' } }));
    expect(await screen.findByRole('columnheader', { name: 'Después' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Antes' })).toBeNull();
    expect(screen.queryByText('Cambió')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Nombre' })).toBeInTheDocument();
  });
});
