/**
 * Batch screening end to end (the screening remote against the batches API): a fresh customer
 * uploads a small person AML file, checks its preview, starts it, follows it to 100 %, downloads
 * the results CSV and opens the report of one of its rows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openDetail } from '../support/reports';
import { newVerifiedCustomer, signIn } from '../support/session';
import { scaled } from '../support/time';

const HEADER = 'f_name,l_name,dob,gender,fuzzy_amlp';
const PEOPLE = [
  'John,Smith,1970-01-01,male,2',
  'Ada,Lovelace,1815-12-10,female,1',
  'Vladimir,Putin,1952-10-07,male,2',
];
const CSV = `${[HEADER, ...PEOPLE].join('\n')}\n`;

/** The cells of a CSV header line (the header has no quoted commas). */
const cells = (line: string) => line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));

test('a fresh customer screens a file of people: upload, preview, start, results, a report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await newVerifiedCustomer(request, 'batches');
  await signIn(page, customer);

  // The sidebar entry comes from the remote's own declaration.
  await page.getByRole('navigation').getByRole('link', { name: 'Batches' }).click();
  await expect(page).toHaveURL(/\/batches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
  await expect(page.getByText('No batches yet. Upload a file to start one.')).toBeVisible();

  // Side by side on a wide screen, the two fields start on one line (the file's help text
  // below it does not push the service's label down).
  const labelTop = async (name: string) =>
    (await page.locator('label', { hasText: new RegExp(`^${name}$`) }).boundingBox())?.y;
  expect(await labelTop('Service')).toBe(await labelTop('File'));

  await page.getByLabel('Service').selectOption({ label: 'Individual AML Screening' });
  await expect(page.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'href',
    '/api/batches/templates/amlPerson',
  );
  await page.getByLabel('File').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  // The preview: the columns already named as the service's fields, three valid rows, the cost.
  await expect(page.getByRole('heading', { name: 'Preview of people.csv' })).toBeVisible();
  for (const field of HEADER.split(',')) {
    await expect(page.getByLabel(`Column “${field}”`)).toHaveValue(field);
  }
  const firstRows = page.getByRole('table', { name: 'First rows of the file' });
  await expect(firstRows.getByRole('row')).toHaveCount(PEOPLE.length + 1);
  await expect(firstRows.getByText('Lovelace')).toBeVisible();
  await expect(page.getByTestId('cost-line')).toHaveText(
    /^3 rows: 3 to screen, none refused · costs 3 calls · [\d,]+ calls left$/,
  );

  await page.getByRole('button', { name: 'Start batch' }).click();
  await expect(page.getByText('Batch started')).toBeVisible();

  // The list polls while the batch runs; it reaches 100 % and Done.
  const item = page.getByRole('list', { name: 'Batches' }).getByRole('listitem').first();
  await expect(item.getByRole('link', { name: 'people.csv' })).toBeVisible();
  await expect(item.getByText('100 %')).toBeVisible({ timeout: scaled(60_000) });
  await expect(item.getByText('Done', { exact: true })).toBeVisible();
  await expect(item.getByText(/^3 done · 0 failed · 0 left$/)).toBeVisible();
  // The bar is in the product's teal, like every other active part of the page, not Chakra's blue.
  const barColour = await item
    .locator('[data-part="range"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const brandColour = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--chakra-colors-brand-solid)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(barColour).toBe(brandColour);

  await item.getByRole('link', { name: 'people.csv' }).click();
  await expect(page).toHaveURL(/\/batches\/[0-9a-f-]{36}$/);
  const batchId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'people.csv' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Decisions' });
  // The tiles show the batch's counts once its detail has loaded: wait for that state, then check
  // that every row is counted once.
  const screened = async () => {
    const counts = await Promise.all(
      ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED', 'ERROR'].map(async (key) =>
        Number(
          (await tiles.getByTestId(`decision-${key}`).locator('[data-count]').innerText()).replace(
            /,/g,
            '',
          ),
        ),
      ),
    );
    return counts.reduce((sum, n) => sum + n, 0);
  };
  await expect.poll(screened).toBe(PEOPLE.length);
  await expect(page.getByRole('link', { name: 'View reports' })).toHaveAttribute(
    'href',
    `/reports?batch=${batchId}`,
  );
  await expect(page.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);

  // The results file: the input columns, then row … report_id, error; one line per row.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('people-results.csv');
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
  const header = cells(lines[0] ?? '');
  expect(header.slice(0, 5)).toEqual(HEADER.split(','));
  expect(header).toEqual(
    expect.arrayContaining(['row', 'decision', 'score', 'message', 'report_id']),
  );
  expect(lines).toHaveLength(PEOPLE.length + 1);
  // A message may hold a quoted comma: the report id is found by its shape, not its column.
  const reportId = lines
    .slice(1)
    .map((line) => /\brpt_[a-z0-9]{26}\b/.exec(line)?.[0] ?? '')
    .find((id) => id !== '');
  expect(reportId).toBeTruthy();

  // A row's report is an ordinary report of the Reports section.
  await openDetail(page, reportId ?? '');
  await expect(
    page.getByRole('heading', { name: 'Individual AML Screening Results' }),
  ).toBeVisible();
});
