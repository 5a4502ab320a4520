import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
const dir = process.argv[2]!;
const t0 = performance.now();
const app = await buildApp(loadConfig({ PULSE_STATE_DIR: dir, SEED_DEMO: '0', ENGINES_PRELOAD: '0', LOG_LEVEL: 'info' }));
console.log('ready in', (performance.now() - t0).toFixed(0), 'ms');
await app.close();
