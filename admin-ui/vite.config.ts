import { portalAppConfig } from '../ui-shared/viteAppConfig';

// Served by the system under /admin/, so every asset URL must carry that prefix; react-admin + MUI
// is one large, cacheable vendor bundle.
export default portalAppConfig({ base: '/admin/', chunkSizeWarningLimit: 2000 });
