import { hash } from '@node-rs/argon2';

/**
 * The password hash of the accounts the tests insert straight in the database (the test organisation,
 * `createUser`): argon2id at its smallest cost. Signing in verifies with the cost written in the hash, so
 * each of the suite's sign-ins costs about a millisecond instead of the production cost's tens (19 MiB, two
 * passes: src/lib/crypto.ts), which the accounts created through the API still get and test
 * (test/users/users.test.ts). Never for production data.
 */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
export const hashTestPassword = (password: string) =>
  hash(password, { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });
