// Strings of the email templates.

export const plantillas = {
  name: 'Plantilla |||| Plantillas de correos',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    asunto: 'Asunto',
    cuerpoHtml: 'Cuerpo del correo',
    campanas: 'Campañas',
    createdAt: 'Alta',
    updatedAt: 'Última modificación',
    q: 'Buscar',
  },
};

export const plantillasApp = {
  insertar_campo: 'Insertar campo',
};
