import * as XLSX from '@e965/xlsx';
import { declaredFormat, sniffFormat } from './file-content';

const workbook = (bookType: XLSX.BookType) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['a']]), 'S');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType }));
};

describe('what a file is, by its content', () => {
  it.each([
    ['png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'png'],
    ['jpeg', Buffer.from('ffd8ffe000104a464946000101', 'hex'), 'jpeg'],
    ['pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), 'pdf'],
    ['xlsx', workbook('xlsx'), 'xlsx'],
    ['xls (OLE2)', workbook('biff8'), 'xls'],
    ['csv text', Buffer.from('itemCode,amount\nMC-CE-D,50\n'), 'csv'],
  ])('reads %s', async (_label, bytes, format) => {
    expect(await sniffFormat(bytes)).toBe(format);
  });

  it.each([
    ['an ELF executable', Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(100)])],
    ['a Windows executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['a gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'binary')],
    ['a plain zip', Buffer.from('504b0304140000000000', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('takes %s for none of the accepted formats', async (_label, bytes) => {
    expect(await sniffFormat(bytes)).toBeUndefined();
  });

  it('reads jpg and jpeg as one declared format, and nothing else', () => {
    expect([declaredFormat('JPG'), declaredFormat('jpeg'), declaredFormat('xlsx'), declaredFormat('exe')]).toEqual([
      'jpeg',
      'jpeg',
      'xlsx',
      undefined,
    ]);
  });
});
