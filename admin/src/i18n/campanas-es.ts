// Strings of the mass mailing (campaigns).

export const campanas = {
  name: 'Campaña |||| Dispersión de correos',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    plantillaId: 'Plantilla',
    plantilla: 'Plantilla',
    estado: 'Estado',
    programadaPara: 'Programada para',
    total: 'Destinatarios',
    enviados: 'Enviados',
    fallidos: 'Fallidos',
    pendientes: 'Pendientes',
    bajas: 'Bajas',
    createdAt: 'Alta',
    q: 'Buscar',
  },
};

export const campanasApp = {
  audiencia: 'Destinatarios',
};
