import '@ant-design/v5-patch-for-react-19';
import { mountHarness } from '@gp/shared-ui/standalone';
import { ObrasRoutes } from './routes.js';

mountHarness({
  title: 'Obras',
  basePath: '/app/obras',
  home: '/app/obras/obra',
  routes: ObrasRoutes,
  apiUrl: import.meta.env.VITE_API_URL,
});
