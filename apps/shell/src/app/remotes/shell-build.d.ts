// Build-time constants of the shell (rsbuild.config.ts `source.define`; vitest.config.ts for tests).

/** Shell-owned shared module → the version this shell build provides. */
declare const __PULSE_SHELL_PROVIDES__: Record<string, string>;
/** The shell's own release version. */
declare const __PULSE_SHELL_VERSION__: string;
/** True only in dev builds: the remote URL override of dev-overrides.ts is compiled in. */
declare const __PULSE_REMOTE_OVERRIDES__: boolean;
