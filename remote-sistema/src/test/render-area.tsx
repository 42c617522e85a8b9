import type { SessionSnapshot } from '@gp/shared-contracts';
import { GpProviders } from '@gp/shared-ui';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SistemaRoutes } from '../routes.js';

/** Shows the current URL, so a test can read what the screen wrote to it. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

/** The area as the host mounts it under /app/sistema, at `url`, with the given session. */
export function renderArea(url: string, session: SessionSnapshot) {
  return render(
    <GpProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/app/sistema/*"
            element={
              <>
                <SistemaRoutes basePath="/app/sistema" session={session} />
                <CurrentUrl />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </GpProviders>,
  );
}

export const currentUrl = () => document.querySelector('[data-testid="current-url"]')?.textContent ?? '';
