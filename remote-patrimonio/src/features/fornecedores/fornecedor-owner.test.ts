import { describe, expect, it } from 'vitest';
import { keepsSupplier } from './fornecedor-owner.js';

const PREFEITURA = '4305f302-eab1-4fb2-a79a-001a78ce1afe';
const CAMARA = '7a2d3c9f-4e5b-4d6c-9f0a-1b2c3d4e5f60';

describe('who keeps a supplier (docs/decisions/008-patrimonio-rules.md)', () => {
  it('lets the client that registered it and support edit it', () => {
    expect(keepsSupplier({ root_id: PREFEITURA }, false, PREFEITURA)).toBe(true);
    expect(keepsSupplier({ root_id: PREFEITURA }, true, null)).toBe(true);
    expect(keepsSupplier({ root_id: null }, true, null)).toBe(true);
  });

  it("shows another client's supplier without edit controls", () => {
    expect(keepsSupplier({ root_id: PREFEITURA }, false, CAMARA)).toBe(false);
    expect(keepsSupplier({ root_id: null }, false, CAMARA)).toBe(false);
    expect(keepsSupplier({ root_id: PREFEITURA }, false, undefined)).toBe(false);
  });
});
