import '@ant-design/v5-patch-for-react-19';
import { mountHarness } from '@gp/shared-ui/standalone';
import { PatrimonioRoutes } from './routes.js';

mountHarness({
  title: 'Patrimônio',
  basePath: '/app/patrimonio',
  home: '/app/patrimonio',
  routes: PatrimonioRoutes,
  apiUrl: import.meta.env.VITE_API_URL,
});
