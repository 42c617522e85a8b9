import type { RemoteProps, SessionSnapshot } from '@gp/shared-contracts';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { GpProviders } from '../providers/gp-providers.js';

/** Shows the current URL, so a test can read what the screen wrote to it. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

/** A remote's `./routes` as the host mounts it under `basePath`, at `url`, with the given session. */
export function renderArea(
  AreaRoutes: ComponentType<RemoteProps>,
  { basePath, url, session }: { basePath: string; url: string; session: SessionSnapshot },
) {
  return render(
    <GpProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={`${basePath}/*`}
            element={
              <>
                <AreaRoutes basePath={basePath} session={session} />
                <CurrentUrl />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </GpProviders>,
  );
}

/** The URL the area under test is at (after `renderArea`). */
export const currentUrl = () => document.querySelector('[data-testid="current-url"]')?.textContent ?? '';
