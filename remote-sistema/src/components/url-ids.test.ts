import { describe, expect, it } from 'vitest';
import { readClientId, withClientId } from './client-param.js';
import { readEditId } from './edit-id.js';

const id = '6f1c2b8e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';

describe('ids in the URL', () => {
  it('/editar takes the record from ?id=, a uuid only', () => {
    expect(readEditId(new URLSearchParams(`id=${id}`))).toBe(id);
    expect(readEditId(new URLSearchParams('id=42'))).toBeNull();
    expect(readEditId(new URLSearchParams(''))).toBeNull();
  });

  it('a support list is narrowed by ?clientId=, back to page 1 when it changes', () => {
    expect(readClientId(new URLSearchParams(`clientId=${id}`))).toBe(id);
    expect(readClientId(new URLSearchParams('clientId=x'))).toBeUndefined();
    expect(withClientId(new URLSearchParams('page=3&limit=10'), id).toString()).toBe(
      `page=1&limit=10&clientId=${id}`,
    );
    expect(withClientId(new URLSearchParams(`page=3&limit=10&clientId=${id}`), undefined).toString()).toBe(
      'page=1&limit=10',
    );
  });
});
