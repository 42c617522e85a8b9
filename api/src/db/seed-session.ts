import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import type { FastifyInstance } from 'fastify';

/** One call of a demo seed through the API. */
export type DemoCall = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown };

type Local = SessionResponse['locais'][number];

/**
 * A demo user signed in through the API at one of their locations, shared by the demo seeds (patrimônio
 * and works) so that every demo record gets the checks, codes and audit entries of one typed in by a
 * user. `seed` names the seed in its errors ("demo obras"); `pick` chooses the location and `noLocal`
 * says what is missing when it finds none.
 */
export async function demoSession(
  app: FastifyInstance,
  user: { username: string; password: string },
  seed: string,
  pick: (locais: Local[]) => Local | undefined,
  noLocal: string,
) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/session',
    payload: { username: user.username, password: user.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`${seed}: login ${signIn.statusCode}`);
  const session = signIn.json() as SessionResponse;
  const local = pick(session.locais);
  if (!local) throw new Error(`${seed}: ${noLocal}`);
  const headers = { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
  const call = async <T>({ method, url, body }: DemoCall): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    if (res.statusCode >= 300) throw new Error(`${seed}: ${method} ${url} ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  return { headers, call };
}
