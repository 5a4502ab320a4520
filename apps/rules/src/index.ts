// Run on its own (`pnpm dev`) the remote mounts its pages with a dev sign-in (bootstrap.tsx); the
// product loads its exposed pages through the shell instead.
import('./bootstrap');
