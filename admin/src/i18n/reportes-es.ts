// Strings of the graduate report, the dashboard and the expected-graduates catalog.

export const cohortes = {
  name: 'Egresados esperados |||| Egresados esperados',
  fields: {
    id: 'ID',
    programaId: 'Programa',
    programa: 'Programa',
    nivel: 'Nivel',
    anioEgreso: 'Año de egreso',
    esperados: 'Egresados esperados',
    registrados: 'Registrados',
    createdAt: 'Alta',
    updatedAt: 'Última modificación',
  },
};

export const reportes = {
  title: 'Reporte de egresados',
};

export const tablero = {
  title: 'Tablero de egresados',
};
