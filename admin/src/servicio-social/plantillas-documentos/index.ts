import ArticleIcon from '@mui/icons-material/Article';
import { PlantillaDocumentoEdit } from './PlantillaDocumentoEdit';
import { PlantillaDocumentoList } from './PlantillaDocumentoList';

export default { list: PlantillaDocumentoList, edit: PlantillaDocumentoEdit, icon: ArticleIcon, recordRepresentation: 'etiqueta' };
