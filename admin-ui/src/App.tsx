import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { SystemStatus } from './dashboard/SystemStatus';
import { AppLayout } from './layout/AppLayout';
import { dataProvider } from './providers/dataProvider';
import { darkTheme, lightTheme } from './theme';

/** The console lives under /admin/ with real paths; the server answers /admin/* with index.html. */
const CONSOLE_BASENAME = '/admin';

export const App = () => (
  <BrowserRouter basename={CONSOLE_BASENAME}>
    <Admin
      title="11+ Portal"
      dataProvider={dataProvider}
      dashboard={SystemStatus}
      layout={AppLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      // A data-protection product sends nothing to third parties.
      disableTelemetry
    >
      <CustomRoutes>
        {/* A stable address for the status page once role dashboards take over "/". */}
        <Route path="/system-status" element={<SystemStatus />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
