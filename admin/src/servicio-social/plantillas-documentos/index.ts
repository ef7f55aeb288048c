import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen } from '../../common/lazyScreen';

const PlantillaDocumentoList = lazyScreen(() => import('./PlantillaDocumentoList'), 'PlantillaDocumentoList');
const PlantillaDocumentoEdit = lazyScreen(() => import('./PlantillaDocumentoEdit'), 'PlantillaDocumentoEdit');

export default { list: PlantillaDocumentoList, edit: PlantillaDocumentoEdit, icon: ArticleIcon, recordRepresentation: 'etiqueta' };
