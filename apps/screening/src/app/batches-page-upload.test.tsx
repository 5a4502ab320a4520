import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, answer, server } from '@pulse/test-utils';
import { batchOf, detailOf, previewOf, uploadedOf } from '../test/fixtures';
import { dropFile } from '../test/drop-file';
import { renderPage } from '../test/render';
import { BatchesPage } from './batches-page';

/** What the upload route received: its query, content type and the raw body. */
type Upload = { url: URL; contentType: string | null; body: string };

/** Answers POST /batches with `reply`, recording each upload. */
function answerUpload(reply: () => Response): Upload[] {
  const uploads: Upload[] = [];
  server.use(
    http.post(`${API}/batches`, async ({ request }) => {
      uploads.push({
        url: new URL(request.url),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return reply();
    }),
  );
  return uploads;
}

const CSV = 'first,last,dob\nAda,Lovelace,1815-12-10\n,Babbage,1791-12-26\n';

async function chooseAndUpload(user: ReturnType<typeof renderPage>['user'], name = 'people.csv') {
  await user.selectOptions(screen.getByLabelText('Service'), 'amlPerson');
  await user.upload(screen.getByLabelText('File'), new File([CSV], name, { type: '' }));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('Batches: upload, preview, mapping, start', () => {
  it('uploads the raw file, shows the preview, saves a mapping change and starts the batch', async () => {
    answer('get /batches', () => ({ items: [], nextCursor: null }));
    const uploads = answerUpload(() => HttpResponse.json(uploadedOf(), { status: 201 }));
    const mappings = answer('put /batches/:id/mapping', (_args, body) =>
      uploadedOf({
        preview: previewOf({
          mapping: (body as { mapping: (string | null)[] }).mapping,
          rowsToScreen: 990,
          rowsRefused: 10,
          cost: 990,
          rows: [
            { rowNo: 1, line: 2, cells: ['Ada', 'Lovelace', '1815-12-10'], errors: [] },
            {
              rowNo: 2,
              line: 3,
              cells: ['', 'Babbage', '1791-12-26'],
              errors: ['f_name is empty'],
            },
          ],
        }),
      }),
    );
    const starts = answer('post /batches/:id/start', () => batchOf({ state: 'queued' }));
    // Every batches query is read again after the start, the uploaded batch's too.
    answer('get /batches/:id', () => detailOf({ state: 'queued' }));
    const { user } = renderPage(<BatchesPage />);

    expect(await screen.findByRole('heading', { name: 'Batches' })).toBeTruthy();
    expect(
      screen.getByText(
        'Screen a whole file at once: one lookup per row, with the results to download.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('CSV or NDJSON, up to 1,000,000 rows (100 MB).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    const service = screen.getByLabelText('Service');
    expect(within(service).getByRole('option', { name: 'Choose a service' })).toBeTruthy();
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a service',
      'Email Lookup',
      'Phone Lookup',
      'IP Lookup',
      'Address Lookup',
      'BIN Lookup',
      'Individual AML Screening',
      'Business AML Screening',
      'Fraud Engine',
    ]);
    expect(screen.getByLabelText('File').getAttribute('accept')).toContain('.ndjson');

    await user.selectOptions(service, 'amlPerson');
    const template = screen.getByRole('link', { name: 'Download template' });
    expect(template.getAttribute('href')).toBe('/api/batches/templates/amlPerson');
    await chooseAndUpload(user);

    expect(await screen.findByRole('heading', { name: 'Preview of people.csv' })).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url.searchParams.get('service')).toBe('amlPerson');
    expect(uploads[0]?.url.searchParams.get('fileName')).toBe('people.csv');
    expect(uploads[0]?.contentType).toBe('text/csv');
    expect(uploads[0]?.body).toBe(CSV);

    expect(screen.getByRole('heading', { name: 'Column mapping' })).toBeTruthy();
    expect(screen.getByText('Required: f_name, l_name')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'First rows' })).toBeTruthy();
    expect(screen.getByText('f_name is required')).toBeTruthy();
    expect(screen.getByTestId('cost-line').textContent).toBe(
      '1,000 rows: 958 to screen, 42 refused · costs 958 calls · 250 calls left',
    );
    expect(screen.getByTestId('refused-line').textContent).toBe(
      "42 rows break the lookup's rules (the first rows show their errors, the results list them all): not screened, not charged.",
    );
    expect(
      screen.getByText(
        'This batch costs more calls than you have left. It pauses when the calls run out and goes on by itself after a top-up of this service.',
      ),
    ).toBeTruthy();
    const dob = screen.getByLabelText('Column “dob”') as HTMLSelectElement;
    expect(dob.value).toBe(' ignore');
    expect(within(dob).getByRole('option', { name: 'Ignore' })).toBeTruthy();

    await user.selectOptions(dob, 'dob');
    expect(await screen.findByText('f_name is empty')).toBeTruthy();
    // The rows are counted again under the new mapping.
    expect(screen.getByTestId('cost-line').textContent).toBe(
      '1,000 rows: 990 to screen, 10 refused · costs 990 calls · 250 calls left',
    );
    expect(screen.getByTestId('refused-line').textContent).toBe(
      "10 rows break the lookup's rules (the first rows show their errors, the results list them all): not screened, not charged.",
    );
    expect(mappings[0]?.body).toEqual({ mapping: ['f_name', 'l_name', 'dob'] });
    expect((screen.getByLabelText('Column “dob”') as HTMLSelectElement).value).toBe('dob');

    await user.click(screen.getByRole('button', { name: 'Start batch' }));
    expect(await screen.findByText('Batch started')).toBeTruthy();
    expect(starts).toHaveLength(1);
    expect(starts[0]?.url.pathname).toBe('/api/batches/b-1/start');
    // Back to the upload form for the next file.
    expect(await screen.findByRole('heading', { name: 'Upload a file' })).toBeTruthy();
  });

  it("shows the API's message, naming the line, for a refused file", async () => {
    answer('get /batches', () => ({ items: [], nextCursor: null }));
    answerUpload(() =>
      HttpResponse.json(
        { error: 'Line 3: 2 cells, the header has 3', code: 'RAGGED_ROW', line: 3 },
        { status: 400 },
      ),
    );
    const { user } = renderPage(<BatchesPage />);
    await screen.findByRole('heading', { name: 'Upload a file' });
    await chooseAndUpload(user, 'people.ndjson');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Line 3: 2 cells, the header has 3',
    );
    expect(screen.queryByRole('heading', { name: /Preview of/ })).toBeNull();
  });

  it('uploads a file dropped on the drop zone, with its name and size shown first', async () => {
    answer('get /batches', () => ({ items: [], nextCursor: null }));
    const uploads = answerUpload(() => HttpResponse.json(uploadedOf(), { status: 201 }));
    const { user } = renderPage(<BatchesPage />);
    await screen.findByRole('heading', { name: 'Upload a file' });
    await user.selectOptions(screen.getByLabelText('Service'), 'amlPerson');
    dropFile(
      screen.getByRole('button', { name: 'Drop a CSV or NDJSON here, or choose one' }),
      new File([CSV], 'dropped.csv', { type: '' }),
    );
    expect(await screen.findByText('dropped.csv')).toBeTruthy();
    expect(screen.getByText('59 byte')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('heading', { name: /Preview of/ })).toBeTruthy();
    expect(uploads.map((u) => [u.url.searchParams.get('fileName'), u.body])).toEqual([
      ['dropped.csv', CSV],
    ]);
  });

  it('sends an .ndjson file as application/x-ndjson, and Discard drops the preview', async () => {
    answer('get /batches', () => ({ items: [], nextCursor: null }));
    const uploads = answerUpload(() =>
      HttpResponse.json(uploadedOf({ fileName: 'people.ndjson', format: 'ndjson' }), {
        status: 201,
      }),
    );
    const cancels = answer('post /batches/:id/cancel', () => batchOf({ state: 'cancelled' }));
    answer('get /batches/:id', () => detailOf({ state: 'cancelled' }));
    const { user } = renderPage(<BatchesPage />);
    await screen.findByRole('heading', { name: 'Upload a file' });
    await chooseAndUpload(user, 'people.ndjson');
    expect(await screen.findByRole('heading', { name: 'Preview of people.ndjson' })).toBeTruthy();
    expect(uploads[0]?.contentType).toBe('application/x-ndjson');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Batch discarded')).toBeTruthy();
    expect(cancels).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Upload a file' })).toBeTruthy();
  });

  it('shows test mode instead of a cost, and no warning', async () => {
    answer('get /batches', () => ({ items: [], nextCursor: null }));
    answerUpload(() =>
      HttpResponse.json(uploadedOf({ preview: previewOf({ cost: 0, callsLeft: null }) }), {
        status: 201,
      }),
    );
    const { user } = renderPage(<BatchesPage />);
    await screen.findByRole('heading', { name: 'Upload a file' });
    await chooseAndUpload(user);
    expect((await screen.findByTestId('cost-line')).textContent).toBe(
      '1,000 rows: 958 to screen, 42 refused · test mode, no calls charged',
    );
    expect(screen.queryByText(/costs more calls than you have left/)).toBeNull();
  });
});
