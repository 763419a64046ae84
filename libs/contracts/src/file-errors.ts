/**
 * Errors of the uploads (issue 10, files): the spec's upload codes (spec 2 section 5: 63004 wrong
 * format, 1 file too big, 2 unsupported type) and the large-order file's own (63005 to 63010).
 */
export const FILE_API_ERRORS = {
  FILE_WRONG_FORMAT: { code: 63004, status: 400, message: 'Wrong file format' },
  FILE_TOO_BIG: { code: 1, status: 400, message: 'File size is too big' },
  FILE_TYPE_UNSUPPORTED: { code: 2, status: 400, message: 'Unsupported file type' },
  LARGE_ORDER_TOO_MANY_ROWS: {
    code: 63005,
    status: 400,
    message: 'A large-order file holds at most 10,000 receivers; please split it.',
  },
  LARGE_ORDER_EMPTY: { code: 63006, status: 400, message: 'The file has no receivers below its header row.' },
  LARGE_ORDER_BUSINESS_ONLY: {
    code: 63007,
    status: 403,
    message: 'Large-order files are for business accounts.',
  },
  LARGE_ORDER_FILE_UNKNOWN: { code: 63008, status: 404, message: 'This large-order file does not exist.' },
  LARGE_ORDER_ALREADY_ORDERED: { code: 63009, status: 409, message: 'This file has already been ordered.' },
  LARGE_ORDER_NO_VALID_ROW: { code: 63010, status: 400, message: 'No row of this file can be ordered.' },
} as const;
