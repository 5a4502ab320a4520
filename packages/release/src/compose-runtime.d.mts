// Types of compose-runtime.mjs for the TypeScript that imports it (the browser tests).

/** The ENV, WORKDIR, ENTRYPOINT and CMD of one stage of a Dockerfile. */
export type ImageStage = {
  env: Record<string, string>;
  entrypoint: string[];
  cmd: string[];
  workdir: string;
};

/** How Compose runs one service: its environment, command line, secrets and image stage. */
export type ServiceRuntime = {
  env: Record<string, string>;
  argv: string[];
  secrets: { file: string; target: string }[];
  image: ImageStage | null;
};

export function readCompose(root: string): unknown;
export function interpolate(value: string, vars: Record<string, string | undefined>): string;
export function dockerfileStage(
  file: string,
  target: string | undefined,
  buildArgs?: Record<string, string>,
): ImageStage;
export function serviceRuntime(
  root: string,
  name: string,
  vars?: Record<string, string | undefined>,
): ServiceRuntime;
