import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Words of fastify's and valibot's English messages; none should reach a client. */
export const ENGLISH = /\b(Invalid|Expected|Received|Unsupported|body must|Body cannot|Route|not found)\b/;

/**
 * What an error answer must never show of the server: a stack trace, a source path, SQL or the database's
 * words, the name of an internal error class.
 */
export const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack trace', /\bat\s[^\n]*?[\w./\\-]+:\d+:\d+/],
  ['a file path', /\/src\/|node_modules|\.ts:|\.js:\d/],
  [
    'SQL',
    /\bselect\b[\s\S]*?\bfrom\b|\binsert into\b|\bsyntax error\b|\bviolates\b|\brelation "|\bcolumn "/i,
  ],
  [
    'an error class',
    /\b(TypeError|RangeError|SyntaxError|ReferenceError|DatabaseError|\w*Drizzle\w*|ValiError|AppError|ValidationError|FST_\w+|ERR_[A-Z_]+)\b/,
  ],
];

/**
 * The one check of an error answer (docs/api.md, "Errors"): the status (or any 4xx), a JSON body
 * `{ status: 'Error', message }` whose message, and each issue's, is Portuguese, nothing of the server's
 * insides, and, when `issuePath` is given, an issue naming that field.
 */
export function expectErrorBody(res: LightMyRequestResponse, status: number | '4xx', issuePath?: string) {
  const context = `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (status === '4xx') {
    expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, context).toBeLessThan(500);
  } else {
    expect(res.statusCode, context).toBe(status);
  }
  expect(res.headers['content-type'], context).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.status, context).toBe('Error');
  expect(typeof body.message, context).toBe('string');
  expect(body.message.length, context).toBeGreaterThan(0);
  expect(body.message, context).not.toMatch(ENGLISH);
  for (const issue of body.issues ?? []) expect(issue.message, context).not.toMatch(ENGLISH);
  for (const [what, pattern] of LEAKS) expect(res.body, `${what}: ${context}`).not.toMatch(pattern);
  if (issuePath !== undefined) {
    expect(body.issues, context).toEqual(
      expect.arrayContaining([{ path: issuePath, message: expect.any(String) }]),
    );
  }
}
