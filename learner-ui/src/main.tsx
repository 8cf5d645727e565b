import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthProvider, ToastProvider } from '@portal/ui-shared';
import { App } from './App';
import { learnerTheme } from './theme';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain <div id="root">');
}

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={learnerTheme}>
      <CssBaseline />
      <AuthProvider>
        <ToastProvider>
          <App />
        </ToastProvider>
      </AuthProvider>
    </ThemeProvider>
  </StrictMode>,
);
