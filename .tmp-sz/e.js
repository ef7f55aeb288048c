import OutlinedInput from '@mui/material/OutlinedInput'; console.log(OutlinedInput);
import FormHelperText from '@mui/material/FormHelperText'; console.log(FormHelperText);
import {createTheme,styled} from '@mui/material/styles'; import Paper from '@mui/material/Paper'; import Box from '@mui/material/Box'; console.log(createTheme,styled,Paper,Box);
