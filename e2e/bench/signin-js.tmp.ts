import globalSetup from '../global-setup';
import globalTeardown from '../global-teardown';
import { shellUrl } from '../support/servers';
import { ScriptRecorder, kb, launchChromium, tally } from './lib/browser';

await globalSetup();
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = new ScriptRecorder(page);
  await page.goto(shellUrl, { waitUntil: 'networkidle' });
  await recorder.settled();
  const t = tally(recorder.scripts);
  console.log(`SIGNIN_JS ${kb(t.total)}`);
  for (const s of recorder.scripts) console.log(JSON.stringify(s).slice(0, 200));
} finally {
  await browser.close();
  await globalTeardown();
}
