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
  helpers: {
    nombre: 'Solo para identificarla en el panel; los egresados no lo ven.',
    asunto: 'Puede incluir campos, por ejemplo «Hola {{nombre}}».',
    cuerpoHtml: 'Use «Insertar campo» para personalizar el texto con los datos de cada egresado.',
  },
  empty: {
    title: 'Todavía no hay plantillas de correo',
    body: 'Una plantilla guarda el asunto y el texto de un correo para enviarlo después a los egresados.',
    crear: 'Crear una plantilla',
  },
};

export const plantillasApp = {
  insertar_campo: 'Insertar campo',
  insertar_campo_asunto: 'Insertar campo en el asunto',
  insertar_campo_cuerpo: 'Insertar campo en el cuerpo',
  editor: {
    barra: 'Formato del texto',
    titulo1: 'Título grande',
    titulo2: 'Título mediano',
    titulo3: 'Título pequeño',
    negrita: 'Negrita',
    cursiva: 'Cursiva',
    subrayado: 'Subrayado',
    tachado: 'Tachado',
    lista_numerada: 'Lista numerada',
    lista_vinetas: 'Lista con viñetas',
    alinear_izquierda: 'Alinear a la izquierda',
    centrar: 'Centrar',
    alinear_derecha: 'Alinear a la derecha',
    justificar: 'Justificar',
    enlace: 'Enlace',
    direccion_enlace: 'Dirección del enlace',
    limpiar: 'Quitar formato',
    color: 'Color del texto',
    colores: {
      predeterminado: 'Predeterminado',
      verde: 'Verde institucional',
      azul: 'Azul',
      rojo: 'Rojo',
      gris: 'Gris',
    },
  },
  vista_previa: {
    boton: 'Vista previa',
    titulo: 'Vista previa del correo',
    con_egresado: 'Con los datos de %{nombre}, el egresado registrado más reciente.',
    con_ejemplo: 'Con datos de ejemplo: todavía no hay egresados registrados.',
    asunto: 'Asunto',
    html: 'Correo',
    texto: 'Texto simple',
    marco: 'Contenido del correo de vista previa',
    cerrar: 'Cerrar',
    error: 'No se pudo generar la vista previa.',
  },
  prueba: {
    boton: 'Enviarme una prueba',
    enviada: 'Se envió una prueba a %{correo}',
    error: 'No se pudo enviar la prueba.',
  },
  show: {
    cuerpo: 'Cuerpo del correo',
  },
};
