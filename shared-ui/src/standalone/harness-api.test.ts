import { describe, expect, it } from 'vitest';
import { harnessApiBaseUrl } from './harness-api.js';

describe('the API of the standalone harness', () => {
  it('takes an http(s) VITE_API_URL without its trailing slash, and the local API otherwise', () => {
    expect(harnessApiBaseUrl(' https://api.exemplo.gov.br/ ')).toBe('https://api.exemplo.gov.br');
    expect(harnessApiBaseUrl('http://localhost:9000')).toBe('http://localhost:9000');
    expect(harnessApiBaseUrl(undefined)).toBe('http://localhost:8000');
    expect(harnessApiBaseUrl('ftp://api')).toBe('http://localhost:8000');
    expect(harnessApiBaseUrl('')).toBe('http://localhost:8000');
  });
});
