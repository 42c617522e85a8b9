import { sessionFor } from '@gp/shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { access } from './access.js';

describe('obras area access (support and hasObras)', () => {
  it('opens everything to support at a location with hasObras', () => {
    const session = sessionFor({ permissions: { isSuporte: true, hasObras: true } });
    expect(access(session).obras).toEqual({ view: true, create: true, update: true, delete: true });
  });

  it('closes the area to support without hasObras and to a client with it', () => {
    expect(access(sessionFor({ permissions: { isSuporte: true } })).obras.view).toBe(false);
    expect(access(sessionFor({ permissions: { hasObras: true } })).obras.view).toBe(false);
    expect(access({ ...sessionFor(), local: null }).obras.view).toBe(false);
  });
});
