import {
  BUSINESS_DOCUMENT_UPLOAD,
  contentMatchesExtension,
  fileExtension,
  fileProblem,
  IMAGE_UPLOAD,
  KYB_DOCUMENT_UPLOAD,
  LARGE_ORDER_FILE_UPLOAD,
  UPLOAD_ERROR_CODES,
  uploadProblem,
} from './files';
import { formatValidationMessage } from './format-message';

const MB = 1024 * 1024;
const render = (problem: ReturnType<typeof fileProblem>) =>
  problem && { code: problem.code, message: formatValidationMessage(problem.key, problem.params) };

describe('upload error codes', () => {
  it('are 63004 wrong format, 1 file too big, 2 unsupported type', () => {
    expect(UPLOAD_ERROR_CODES).toEqual({ wrongFormat: 63004, fileTooBig: 1, unsupportedType: 2 });
  });
});

describe('fileExtension', () => {
  it('reads the last extension, lower-cased', () => {
    expect(fileExtension('Photo.JPG')).toBe('jpg');
    expect(fileExtension('a.tar.pdf')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
  });
});

describe('image upload: JPG, JPEG, PNG', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.png'])('accepts %p', (name) => {
    expect(fileProblem({ name, size: 50 * MB }, IMAGE_UPLOAD)).toBeUndefined();
  });
  it.each(['a.gif', 'a.pdf', 'a.png.exe', 'png'])('rejects %p as an unsupported type', (name) => {
    expect(render(fileProblem({ name, size: 1 }, IMAGE_UPLOAD))).toEqual({
      code: 2,
      message: 'Format should be JPG, JPEG, PNG',
    });
  });
});

describe('business documents: jpg, jpeg, png or pdf, max 2 MB', () => {
  it('accepts exactly 2 MB', () => {
    expect(fileProblem({ name: 'kbis.pdf', size: 2 * MB }, BUSINESS_DOCUMENT_UPLOAD)).toBeUndefined();
  });
  it("rejects more than 2 MB with code 1 and 'File size is too big'", () => {
    expect(render(fileProblem({ name: 'kbis.pdf', size: 2 * MB + 1 }, BUSINESS_DOCUMENT_UPLOAD))).toEqual({
      code: 1,
      message: 'File size is too big',
    });
  });
  it('rejects other types before looking at the size', () => {
    expect(render(fileProblem({ name: 'kbis.docx', size: 9 * MB }, BUSINESS_DOCUMENT_UPLOAD))).toEqual({
      code: 2,
      message: 'Format should be JPG, JPEG, PNG, PDF',
    });
  });
});

describe('KYB upload: PDF under 4.5 MB', () => {
  it('accepts a PDF just under 4.5 MB', () => {
    expect(fileProblem({ name: 'id.pdf', size: 4.5 * MB - 1 }, KYB_DOCUMENT_UPLOAD)).toBeUndefined();
  });
  it('rejects exactly 4.5 MB', () => {
    expect(fileProblem({ name: 'id.pdf', size: 4.5 * MB }, KYB_DOCUMENT_UPLOAD)?.code).toBe(1);
  });
  it('rejects an image', () => {
    expect(render(fileProblem({ name: 'id.png', size: 10 }, KYB_DOCUMENT_UPLOAD))).toEqual({
      code: 2,
      message: 'Format should be PDF',
    });
  });
});

describe('large-order file: .xls, .xlsx or .csv', () => {
  it.each(['orders.xls', 'orders.xlsx', 'orders.CSV'])('accepts %p', (name) => {
    expect(fileProblem({ name, size: 1 }, LARGE_ORDER_FILE_UPLOAD)).toBeUndefined();
  });
  it('rejects other types', () => {
    expect(fileProblem({ name: 'orders.ods', size: 1 }, LARGE_ORDER_FILE_UPLOAD)?.code).toBe(2);
  });
});

describe('file content', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const pdf = new TextEncoder().encode('%PDF-1.7\n...');
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
  const xlsx = bytes(0x50, 0x4b, 0x03, 0x04, 0x14);
  const xls = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  const csv = new TextEncoder().encode('itemCode;qty\nA1;3\n');

  it('recognises each accepted type', () => {
    expect(contentMatchesExtension(pdf, 'a.pdf')).toBe(true);
    expect(contentMatchesExtension(png, 'a.png')).toBe(true);
    expect(contentMatchesExtension(jpeg, 'a.jpg')).toBe(true);
    expect(contentMatchesExtension(jpeg, 'a.jpeg')).toBe(true);
    expect(contentMatchesExtension(xlsx, 'a.xlsx')).toBe(true);
    expect(contentMatchesExtension(xls, 'a.xls')).toBe(true);
    expect(contentMatchesExtension(csv, 'a.csv')).toBe(true);
  });

  it('catches a renamed file', () => {
    expect(contentMatchesExtension(png, 'a.pdf')).toBe(false);
    expect(contentMatchesExtension(xlsx, 'a.csv')).toBe(false);
    expect(contentMatchesExtension(bytes(), 'a.csv')).toBe(false);
    expect(contentMatchesExtension(pdf, 'a.exe')).toBe(false);
  });

  it("uploadProblem answers 63004 'The format is not right' for content that is not what the name says", () => {
    const renamed = { name: 'kbis.pdf', size: png.length, bytes: png };
    expect(render(uploadProblem(renamed, BUSINESS_DOCUMENT_UPLOAD))).toEqual({
      code: 63004,
      message: 'The format is not right',
    });
    expect(uploadProblem({ name: 'kbis.pdf', size: pdf.length, bytes: pdf }, BUSINESS_DOCUMENT_UPLOAD)).toBeUndefined();
  });

  it('uploadProblem checks type and size first', () => {
    expect(uploadProblem({ name: 'a.gif', size: 1, bytes: png }, IMAGE_UPLOAD)?.code).toBe(2);
    expect(uploadProblem({ name: 'id.pdf', size: 5 * MB, bytes: pdf }, KYB_DOCUMENT_UPLOAD)?.code).toBe(1);
  });
});
