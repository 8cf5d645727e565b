import Button from '@mui/material/Button';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import { Link as RouterLink } from 'react-router-dom';
import { ENROLMENT_PATH } from './EnrolmentPage';

/** From Student Management to the class codes and invitations (how students join a class). */
export const ClassCodesButton = () => (
  <Button component={RouterLink} to={ENROLMENT_PATH} variant="outlined" startIcon={<KeyRoundedIcon />}>
    Class codes
  </Button>
);
