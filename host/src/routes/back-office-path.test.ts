import { describe, expect, it } from 'vitest';
import { isBackOfficePath, opensDashboard } from './back-office-path.js';

describe("the back office's paths", () => {
  it('are /app and the paths below it only', () => {
    expect(isBackOfficePath('/app')).toBe(true);
    expect(isBackOfficePath('/app/patrimonio/bens')).toBe(true);
    expect(isBackOfficePath('/login')).toBe(false);
    expect(isBackOfficePath('/')).toBe(false);
    expect(isBackOfficePath('/publico/bempatrimonial/1')).toBe(false);
    expect(isBackOfficePath('/application')).toBe(false);
  });

  it('open the dashboard at /app itself', () => {
    expect(opensDashboard('/app')).toBe(true);
    expect(opensDashboard('/app/')).toBe(true);
    expect(opensDashboard('/app/patrimonio')).toBe(false);
  });
});
