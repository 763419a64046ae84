import { createHash, webcrypto } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setShopApi, shopApi, type ApiClient } from '@shop/api-client';
import type { Endpoint } from '@shop/contracts';
import { failed, ok, renderBusinessPage, settle, startBusinessPage } from '../../../testing/business-test-kit';
import type { CheckedFile, PreviousFile } from '../api/large-order-api';
import { REFUSED_ROWS_PAGE_SIZE } from './RefusedRows';
import { LargeOrderPanel } from './LargeOrderPanel';

const FILE_ID = 'f'.repeat(32);
const CSV = 'itemCode,amount,qty,receiverName,receiverEmail\nMC-CE-D,50,1,Paul Martin,paul@example.com\n';

/** What the API answers for a checked file of `rowCount` rows, the given rows refused. */
function checked(rowCount: number, refused: CheckedFile['rows']): CheckedFile {
  const refusedNos = new Set(refused.map((row) => row.rowNo));
  const rows = Array.from({ length: rowCount }, (_, index) => index + 2).map(
    (rowNo) => refused.find((row) => row.rowNo === rowNo) ?? { rowNo, ok: true, issues: [] },
  );
  return {
    fileId: FILE_ID,
    rowCount,
    validRowCount: rowCount - refusedNos.size,
    currency: 'EUR',
    validAmtTot: (rowCount - refusedNos.size) * 5000,
    rows,
  };
}

const previousFile = (overrides: Partial<PreviousFile>): PreviousFile => ({
  fileId: 'a'.repeat(32),
  fileName: 'staff-december.xlsx',
  uploadedAt: '2026-11-20T09:15:00.000Z',
  size: 20480,
  rowCount: 500,
  validRowCount: 497,
  result: 'checked',
  orderNo: '',
  ...overrides,
});

const NO_FILES = () => ok({ totalCount: 0, page: 1, files: [] });

type Answers = NonNullable<Parameters<typeof startBusinessPage>[0]>['answers'];

async function openPanel(answers: Answers) {
  const api = await startBusinessPage({ answers: { getMemberPreviousFile: NO_FILES, ...answers } });
  await renderBusinessPage('/b2b/buying', <LargeOrderPanel custId="2001" />);
  return api;
}

/**
 * The upload call reports its progress as the browser would (share sent), then waits for `release`
 * before the fake API answers: the page's bar can be seen meanwhile.
 */
function holdUploads({ reportProgress = true } = {}) {
  const base = shopApi();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const call = async (endpoint: Endpoint, input: never, options?: Parameters<ApiClient['call']>[2]) => {
    if (endpoint.name === 'uploadLargeOrderFile') {
      if (reportProgress) options?.onUploadProgress?.(30, 100);
      await gate;
      if (reportProgress) options?.onUploadProgress?.(100, 100);
    }
    return base.call(endpoint, input, options);
  };
  setShopApi({ ...base, call } as ApiClient);
  return { release: () => release() };
}

function chooseFile(name: string, content: string = CSV, size?: number) {
  const file = new File([content], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  fireEvent.change(screen.getByLabelText('Recipient file'), { target: { files: [file] } });
}

describe('the large order from a file', () => {
  beforeAll(() => {
    // The test DOM has no WebCrypto digest; the browser's is the same standard one.
    if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
  });

  it('sends the file with a progress bar, then shows every count and each refused row with its reasons', async () => {
    const refused = [
      {
        rowNo: 4,
        ok: false,
        issues: [{ path: 'receiverEmail', message: 'not valid email format', key: 'emailFormat' }],
      },
      {
        rowNo: 9,
        ok: false,
        issues: [
          { path: 'itemCode', message: 'This product cannot be ordered by a business.' },
          {
            path: 'qty',
            message: 'The maximum quantity is 500 for an order',
            key: 'maxQuantity',
            params: { max: 500 },
          },
        ],
      },
    ];
    const api = await openPanel({ uploadLargeOrderFile: () => ok(checked(10, refused)) });
    const upload = holdUploads();
    chooseFile('recipients.csv');
    const bar = await screen.findByRole('progressbar', { name: 'Uploading recipients.csv' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '30'));
    expect(screen.getByText('Sending recipients.csv: 30%')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient file')).toBeDisabled();
    upload.release();

    const result = await screen.findByTestId('large-order-result');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(result).toHaveAttribute('data-row-count', '10');
    expect(result).toHaveAttribute('data-valid-count', '8');
    expect(result).toHaveAttribute('data-refused-count', '2');
    expect(within(result).getByText('Amount of the valid rows').nextSibling).toHaveTextContent('€400.00');
    const rows = screen.getAllByTestId('large-order-refused-row');
    expect(rows.map((row) => row.dataset.rowNo)).toEqual(['4', '9']);
    expect(rows[0]).toHaveTextContent('Row 4Receiver email — not valid email format');
    expect(rows[1]).toHaveTextContent('Product code — This product cannot be ordered by a business.');
    expect(rows[1]).toHaveTextContent('Quantity — The maximum quantity is 500 for an order');
    expect(screen.getByTestId('large-order-order')).toHaveTextContent('Order the 8 valid rows');
    expect(screen.getByTestId('large-order-order')).toHaveAttribute('href', `/b2b/buying/checkout?file=${FILE_ID}`);

    const [sent] = api.callsOf('uploadLargeOrderFile');
    expect(sent).toEqual({
      custId: '2001',
      fileName: 'recipients.csv',
      fileSha256: createHash('sha256').update(CSV).digest('hex'),
    });
    // The newest file joins the previous ones.
    expect(api.callsOf('getMemberPreviousFile')).toHaveLength(2);
  });

  it('shows a bar without a value while a client that reports no upload progress sends the file', async () => {
    await openPanel({ uploadLargeOrderFile: () => ok(checked(3, [])) });
    const upload = holdUploads({ reportProgress: false });
    chooseFile('recipients.csv');
    expect(await screen.findByText('Sending recipients.csv…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading recipients.csv' })).not.toHaveAttribute('value');
    upload.release();
    expect(await screen.findByTestId('large-order-result')).toHaveAttribute('data-valid-count', '3');
    expect(screen.getByRole('status')).toHaveTextContent('Every row is valid.');
  });

  it('shows thousands of refused rows a page at a time', async () => {
    const refused = Array.from({ length: 1200 }, (_, index) => ({
      rowNo: index + 2,
      ok: false,
      issues: [{ path: 'receiverName', message: 'This field is required.', key: 'required' }],
    }));
    await openPanel({ uploadLargeOrderFile: () => ok(checked(5000, refused)) });
    chooseFile('big.csv');
    const result = await screen.findByTestId('large-order-result');
    expect(result).toHaveAttribute('data-refused-count', '1200');
    expect(screen.getAllByTestId('large-order-refused-row')).toHaveLength(REFUSED_ROWS_PAGE_SIZE);
    expect(screen.getByText(`Refused rows 1 to ${REFUSED_ROWS_PAGE_SIZE} of 1200`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByTestId('large-order-refused-row')[0]).toHaveAttribute(
      'data-row-no',
      String(REFUSED_ROWS_PAGE_SIZE + 2),
    );
  });

  it('refuses a file of another type or too big before sending it', async () => {
    const api = await openPanel({});
    chooseFile('recipients.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent('Format should be XLS, XLSX, CSV');
    chooseFile('recipients.xlsx', 'x', 6 * 1024 * 1024);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size is too big');
    expect(api.callsOf('uploadLargeOrderFile')).toEqual([]);
  });

  it.each([
    [63004, 'Wrong file format'],
    [2, 'Unsupported file type'],
    [1, 'File size is too big'],
    [63005, 'A large-order file holds at most 10,000 receivers; please split it.'],
  ])('says what the server found wrong with the file (code %i)', async (code, text) => {
    await openPanel({ uploadLargeOrderFile: () => failed({ code, message: 'refused' }) });
    chooseFile('recipients.xlsx', 'not a spreadsheet');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByTestId('large-order-result')).toBeNull();
    expect(screen.getByLabelText('Recipient file')).toBeEnabled();
  });

  it('lists the previous files with their result; a checked one not ordered can be ordered', async () => {
    const files = [
      previousFile({}),
      previousFile({ fileId: 'b'.repeat(32), fileName: 'clients.csv', result: 'ordered', orderNo: 'B2026112700001' }),
    ];
    const api = await openPanel({
      getMemberPreviousFile: [
        () => ok({ totalCount: 25, page: 1, files }),
        () => ok({ totalCount: 25, page: 2, files: [previousFile({ fileId: 'c'.repeat(32), fileName: 'old.xls' })] }),
      ],
    });
    const items = await screen.findAllByTestId('previous-file');
    expect(items.map((item) => item.dataset.result)).toEqual(['checked', 'ordered']);
    expect(items[0]).toHaveTextContent('staff-december.xlsx');
    expect(items[0]).toHaveTextContent('500 rows, 497 valid');
    expect(within(items[0]).getByRole('link', { name: 'Order the 497 valid rows' })).toHaveAttribute(
      'href',
      `/b2b/buying/checkout?file=${'a'.repeat(32)}`,
    );
    expect(items[1]).toHaveTextContent('Ordered: order B2026112700001');
    expect(within(items[1]).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(api.callsOf('getMemberPreviousFile')).toEqual([
      { custId: '2001', page: 1 },
      { custId: '2001', page: 2 },
    ]);
    expect(screen.getByTestId('previous-file')).toHaveTextContent('old.xls');
  });

  it('downloads the sample file as template.xlsx', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:sample');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const blob = new Blob(['xlsx']);
    const api = await openPanel({
      downloadSampleFile: () =>
        ok({ blob, filename: 'large-order-template.xlsx', contentType: 'application/vnd.ms-excel' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download the sample file' }));
    await settle();
    expect(api.callsOf('downloadSampleFile')).toEqual([{ fileType: 'largeOrder', extension: 'xlsx' }]);
    expect(saved).toEqual(['template.xlsx']);
    click.mockRestore();
  });
});
