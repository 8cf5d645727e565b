import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  Create,
  PasswordInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
} from 'react-admin';
import type { Officer } from '@portal/contracts';
import { ResourcePage } from '../common/ResourcePage';
import { validateOfficer } from './validateOfficer';

const CreateToolbar = () => (
  <Toolbar>
    <SaveButton label="Add officer" />
  </Toolbar>
);

/**
 * An admin adds a compliance officer: the account signs in to this console and sees only the
 * processing register, consent records and rights requests (and their own privacy page).
 */
const OfficerCreateForm = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Officer>
      title="Add Compliance Officer"
      redirect="list"
      mutationOptions={{
        onSuccess: (officer) => {
          notify(`${officer.firstName} ${officer.lastName} can now sign in as a compliance officer`, {
            type: 'success',
          });
          redirect('list', 'compliance-officers');
        },
      }}
    >
      <SimpleForm
        validate={validateOfficer}
        // the contract's messages, not the browser's own bubbles
        noValidate
        toolbar={<CreateToolbar />}
        aria-label="Add compliance officer"
        sx={{ maxWidth: 560 }}
      >
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          A compliance officer can read every person&apos;s processing history in this organisation. Add only
          the people your data-protection policy names.
        </Alert>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0, sm: 2 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            width: '100%',
          }}
        >
          <TextInput source="firstName" autoComplete="off" isRequired fullWidth />
          <TextInput source="lastName" autoComplete="off" isRequired fullWidth />
        </Box>
        <TextInput source="email" type="email" autoComplete="off" isRequired fullWidth />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          isRequired
          fullWidth
          helperText="At least 8 characters"
        />
      </SimpleForm>
    </Create>
  );
};

export const OfficerCreate = () => (
  <ResourcePage
    page="compliance-officers"
    id="officer-create-heading"
    title="Add Compliance Officer"
    description="They sign in with this e-mail and password; give them the password in person or by phone."
    maxWidth={720}
  >
    <OfficerCreateForm />
  </ResourcePage>
);
