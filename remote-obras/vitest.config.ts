import react from '@vitejs/plugin-react';
import { appTestConfig } from '../shared-ui/vite/vitest.ts';

export default appTestConfig([react()]);
