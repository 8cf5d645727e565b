import { portalAppConfig } from '../ui-shared/viteAppConfig';

// Served by the system at the site root; MUI is one cacheable vendor bundle.
export default portalAppConfig({ base: '/', chunkSizeWarningLimit: 1000 });
