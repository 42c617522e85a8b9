import '@ant-design/v5-patch-for-react-19';
import { GpProviders } from '@gp/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Harness } from './standalone/harness.js';

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');

createRoot(root).render(
  <StrictMode>
    <GpProviders>
      <BrowserRouter>
        <Harness />
      </BrowserRouter>
    </GpProviders>
  </StrictMode>,
);
