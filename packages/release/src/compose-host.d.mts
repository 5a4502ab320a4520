// Types of compose-host.mjs for the TypeScript that imports it (the browser tests).
import type { ServiceRuntime } from './compose-runtime.mjs';

export function substitute(value: string, replacements: Record<string, string>): string;
export function onHost(
  runtime: ServiceRuntime,
  replacements: Record<string, string>,
  args?: string[],
): { argv: string[]; env: Record<string, string> };
export function fixtureVersion(
  builtDir: string,
  app: string,
  version: string,
  options?: { provides?: string; needs?: string; content?: string },
): void;
