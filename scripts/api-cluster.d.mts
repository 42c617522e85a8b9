// Types of scripts/api-cluster.mjs for the TypeScript packages that start the scale profile.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export type ApiClusterProcess = { child: ChildProcess; port: number; url: string };
export type ApiCluster = {
  url: string;
  processes: ApiClusterProcess[];
  kill(i: number): Promise<void>;
  restart(i: number): Promise<ApiClusterProcess>;
  close(): Promise<void>;
};
export function nginxBinary(): string | null;
export function freePort(): Promise<number>;
export function portFree(port: number): Promise<boolean>;
export function nginxConfig(opts: {
  dir: string;
  port: number;
  upstreams: number[];
  bodyLimitMb?: number;
}): string;
export function startApiCluster(opts: {
  count?: number;
  port: number;
  databaseUrl: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
  startTimeoutMs?: number;
  entry?: string;
  execArgv?: string[];
  baseEnv?: Record<string, string | undefined>;
}): Promise<ApiCluster>;
