import '@ant-design/v5-patch-for-react-19';
import { mountHarness } from '@gp/shared-ui/standalone';
import { SistemaRoutes } from './routes.js';

mountHarness({
  title: 'Sistema',
  basePath: '/app/sistema',
  home: '/app/sistema/perfis-acesso',
  routes: SistemaRoutes,
  apiUrl: import.meta.env.VITE_API_URL,
});
