import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import { FieldIssueSchema } from '../errors';
import { FileAnswerSchema } from '../file-answer';
import { CustIdSchema, MinorAmountSchema, PageSchema } from '../fields';
import { INVOICE_FIELDS, OrderNoSchema } from './orders';

// Files and resources (spec 2 section 7): uploads stored by the server under generated names, the
// large-order file, its template and the member's previous large-order files.

/** A stored file's id: 32 random hex digits, never the client's file name. */
export const StoredFileIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'Invalid file id'));

/** How an order line (personalImageUrl) or a document refers to an uploaded file. */
export const STORED_FILE_URL_PREFIX = 'stored-file:';
export const storedFileUrl = (fileId: string) => `${STORED_FILE_URL_PREFIX}${fileId}`;

/**
 * Base64 characters of the largest upload (the KYB document, under 4.5 MB, is 6 MiB in base64) and a
 * margin, so a file just over its limit reaches the server's size check (code 1) instead of a 400.
 */
export const RESOURCE_CONTENT_MAX_CHARS = 8 * 1024 * 1024;

/** What an upload is for; each has its types and size limit (@shop/validation files.ts). */
export const UPLOAD_PURPOSES = ['personalImage', 'businessDocument', 'kybDocument'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploadResource = defineEndpoint({
  name: 'uploadResource',
  group: 'Files',
  summary:
    'Stores an uploaded image or document (base64 resourceContent without the data-URL prefix, fileFormat ' +
    'jpeg by default, png or pdf) under a generated name and answers its id and the url an order line ' +
    '(personalImageUrl) carries. The type is read from the content: 2 a type the purpose does not take, ' +
    '1 a file over its size limit, 63004 content that is not the declared format; nothing is stored then.',
  method: 'POST',
  path: '/resource/upload',
  versions: [''],
  auth: 'optional',
  rateLimit: 'upload',
  request: v.object({
    fileFormat: v.optional(v.pipe(v.string(), v.maxLength(20)), 'jpeg'),
    resourceContent: v.pipe(v.string(), v.minLength(1), v.maxLength(RESOURCE_CONTENT_MAX_CHARS)),
    /** The data-URL prefix the client took off ('data:image/png;base64,'), when it sends it. */
    prefix: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
    /** Defaults by format: an image is a card's personal image, a pdf a business document. */
    purpose: v.optional(v.picklist(UPLOAD_PURPOSES)),
    /** The file's name as the user chose it, kept for display only. */
    fileName: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  }),
  response: v.object({
    fileId: StoredFileIdSchema,
    url: v.string(),
    contentType: v.string(),
    size: v.number(),
  }),
});

/** Hex SHA-256 of the multipart file part: the sealed request names the file it travels with. */
const Sha256Schema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'A SHA-256 in hex'));

/** The multipart part that carries the file of an upload call; the sealed envelope travels as `token`. */
export const UPLOAD_FILE_PART = 'file';

export const LargeOrderRowSchema = v.object({
  /** The spreadsheet's row number (the header is row 1). */
  rowNo: v.number(),
  ok: v.boolean(),
  /** Each refused field by column key (itemCode, receiverEmail, ...), with the rule's key and text. */
  issues: v.array(FieldIssueSchema),
});

export const uploadLargeOrderFile = defineEndpoint({
  name: 'uploadLargeOrderFile',
  group: 'Files',
  summary:
    'A business member’s large order as xls, xlsx or csv (multipart: the sealed request as `token`, the ' +
    'file as `file`), one row per receiver, each checked with the order form’s rules and priced from the ' +
    'catalogue. Nothing is ordered or charged: the file is kept and every row’s result answered, with ' +
    'what the valid rows would cost; orderLargeOrderFile then orders exactly the valid rows. 63004 an ' +
    'unreadable spreadsheet, 2 another type, 1 too big, 63005 over 10,000 rows, 63007 not a business account.',
  method: 'POST',
  path: '/files/uploadFile',
  versions: ['v3'],
  auth: 'required',
  rateLimit: 'upload',
  request: v.object({
    custId: CustIdSchema,
    fileName: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    fileSha256: Sha256Schema,
  }),
  response: v.object({
    fileId: StoredFileIdSchema,
    rowCount: v.number(),
    /** Rows that passed every rule: what orderLargeOrderFile orders. */
    validRowCount: v.number(),
    currency: v.string(),
    /** What the valid rows cost in all, as the server priced them (0 when none is valid). */
    validAmtTot: MinorAmountSchema,
    rows: v.array(LargeOrderRowSchema),
  }),
});

export const orderLargeOrderFile = defineEndpoint({
  name: 'orderLargeOrderFile',
  group: 'Files',
  summary:
    'Orders the valid rows of one of the member’s checked large-order files (uploadFile): the rows are ' +
    'read and checked again, the refused ones left out, and one unpaid order (status 03) of the valid ' +
    'rows is created with the business invoicing address (invoice* fields, 58031), then confirmed and ' +
    'paid as any order. A file is ordered once (63009); 63008 not the member’s file, 63010 no valid row.',
  method: 'POST',
  path: '/files/orderFile',
  versions: [''],
  auth: 'required',
  rateLimit: 'orderCreation',
  idempotent: true,
  request: v.object({ custId: CustIdSchema, fileId: StoredFileIdSchema, ...INVOICE_FIELDS }),
  response: v.object({
    orderNo: OrderNoSchema,
    currency: v.string(),
    orderAmtTot: MinorAmountSchema,
    /** Rows ordered (one order line each) and rows left out. */
    orderedRowCount: v.number(),
    refusedRowCount: v.number(),
  }),
});

export const PREVIOUS_FILES_PAGE_SIZE = 20;

export const PreviousFileSchema = v.object({
  fileId: StoredFileIdSchema,
  fileName: v.string(),
  uploadedAt: v.string(),
  size: v.number(),
  rowCount: v.number(),
  /** Rows that passed the checks. */
  validRowCount: v.number(),
  /** 'checked' until its valid rows are ordered. */
  result: v.picklist(['ordered', 'checked']),
  /** The order of its valid rows; '' until ordered. */
  orderNo: v.string(),
});

export const getMemberPreviousFile = defineEndpoint({
  name: 'getMemberPreviousFile',
  group: 'Member',
  summary: 'The member’s previously uploaded large-order files, newest first, by page, with each one’s result.',
  method: 'POST',
  path: '/member/getMemberPreviousFile',
  versions: [''],
  auth: 'required',
  request: v.object({ custId: CustIdSchema, page: v.optional(PageSchema, 1) }),
  response: v.object({ totalCount: v.number(), page: v.number(), files: v.array(PreviousFileSchema) }),
});

/** The formats the large-order template is offered in; the spec's default is template.xlsx. */
export const SAMPLE_FILE_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

export const downloadSampleFile = defineEndpoint({
  name: 'downloadSampleFile',
  group: 'Files',
  summary:
    'The large-order template (template.xlsx by default, or xls or csv): the header row of the columns the ' +
    'upload reads, in the caller’s language, and one example row with a product of the unit.',
  method: 'POST',
  path: '/files/sampleFile',
  versions: ['v3'],
  auth: 'optional',
  rateLimit: 'download',
  download: true,
  request: v.object({
    /** The template's kind; the large order is the only one. */
    fileType: v.optional(v.picklist(['largeOrder']), 'largeOrder'),
    extension: v.optional(v.picklist(SAMPLE_FILE_EXTENSIONS), 'xlsx'),
  }),
  response: FileAnswerSchema,
});
