import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { countFile } from '@/lib/wordcount/count-file';
import { buildDocx, paragraph, setDeclaredSize, wordDocument, wordPart } from '@/tests/fixtures/wordcount/docx-builder';

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const field = (code: string, result: string) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve">${code}</w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(result)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
const textBox = (text: string) => `<w:txbxContent>${paragraph(text)}</w:txbxContent>`;
const cell = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="4000" w:type="dxa"/></w:tcPr>${paragraph(text)}</w:tc>`;
const listItem = (text: string) => `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(text)}</w:p>`;

// Expected counts, worked out by hand, are at the end of each line.
const body = [
  `<w:p><w:r><w:t>Certi</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>fied</w:t></w:r>${run(' translation of the birth certificate.')}</w:p>`, // 6
  listItem('Full name of the child'), // 5 (the list number is not text)
  listItem('Date of birth: 12/03/1987'), // 4
  `<w:tbl><w:tr>${cell('Registrar')}${cell('Mary O&apos;Neill')}</w:tr><w:tr>${cell('Fee')}${cell('$2,450.00')}</w:tr></w:tbl>`, // 1 + 2 + 1 + 1 = 5
  // The text box is in both branches of the alternate content; it counts once: 1 + 4 + 1 = 6.
  `<w:p>${run('Stamp:')}<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${textBox('Official seal of registrar')}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${textBox('Official seal of registrar')}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>${run('affixed')}</w:p>`,
  `<w:sdt><w:sdtPr><w:alias w:val="Case number"/><w:tag w:val="case"/></w:sdtPr><w:sdtContent>${paragraph('Case number A-2041')}</w:sdtContent></w:sdt>`, // 3
  // Tracked changes: "born in Lisbon in 1987." survives; " and raised in Porto" was deleted. 8
  `<w:p>${run('The applicant was born in ')}<w:ins w:id="11" w:author="Reviewer"><w:r><w:t>Lisbon</w:t></w:r></w:ins><w:del w:id="12" w:author="Reviewer"><w:r><w:delText xml:space="preserve"> and raised in Porto</w:delText></w:r></w:del>${run(' in 1987.')}</w:p>`,
  `<w:p>${run('See the ')}${field(' HYPERLINK "https://www.uscis.gov" ', 'USCIS website')}${run(' for details.')}</w:p>`, // 6
  `<w:p><w:commentRangeStart w:id="0"/>${run('Verified')}<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>`, // 1
  `<w:p>${run('Translated from Portuguese')}<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r></w:p>`, // 3
  `<w:p>${run('Name:')}<w:r><w:tab/></w:r>${run('Ana')}<w:r><w:br/></w:r>${run('Silva')}</w:p>`, // 3
  paragraph('—'), // 0
  paragraph('•'), // 0
].join('');
const BODY_WORDS = 6 + 5 + 4 + 5 + 6 + 3 + 8 + 6 + 1 + 3 + 3;

const header = wordPart('hdr', paragraph('Verbalis Translation &amp; Interpretation')); // 3
const firstPageHeader = wordPart('hdr', paragraph('Certified Copy')); // 2
const footer = wordPart(
  'ftr',
  `<w:p>${run('Page ')}${field(' PAGE ', '1')}${run(' of ')}<w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>3</w:t></w:r></w:fldSimple></w:p>`,
); // "Page 1 of 3": 4
const footnotes = wordPart(
  'footnotes',
  '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>' +
    `<w:footnote w:id="1"><w:p><w:r><w:footnoteRef/></w:r>${run(' Certified by a translator accredited by the American Translators Association.')}</w:p></w:footnote>`,
); // 10
const endnotes = wordPart(
  'endnotes',
  '<w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:endnote>' +
    `<w:endnote w:id="1"><w:p><w:r><w:endnoteRef/></w:r>${run(' Original document held on file.')}</w:p></w:endnote>`,
); // 5
const comments = wordPart('comments', `<w:comment w:id="0" w:author="Reviewer">${paragraph('Check the spelling of the surname')}</w:comment>`);
const numbering = wordPart(
  'numbering',
  '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>',
);

const fullDocument = buildDocx({
  document: wordDocument(body),
  headers: [header, firstPageHeader],
  footers: [footer],
  footnotes,
  endnotes,
  comments,
  numbering,
});

describe('DOCX word count', () => {
  it('counts body, tables, text boxes, content controls, headers, footers and notes', async () => {
    const expected = BODY_WORDS + 3 + 2 + 4 + 10 + 5;
    expect(expected).toBe(74);
    expect(await countFile({ name: 'birth-certificate.docx', bytes: fullDocument })).toEqual({
      file: 'birth-certificate.docx',
      words: expected,
      pages: 0,
      scannedPages: 0,
    });
  });

  it('counts the same text the same way whatever the file name case', async () => {
    const result = await countFile({ name: 'BIRTH.DOCX', bytes: fullDocument });
    expect(result).toMatchObject({ words: 74 });
  });

  it('reads a document saved without compression', async () => {
    const stored = zipSync({ 'word/document.xml': strToU8(wordDocument(paragraph('Stored, not deflated.'))) }, { level: 0 });
    expect(await countFile({ name: 'stored.docx', bytes: stored })).toMatchObject({ words: 3 });
  });
});

describe('DOCX limits and damage', () => {
  const small = buildDocx({ document: wordDocument(paragraph('Two words')) });

  it.each([
    [
      'more than 10,000 entries',
      zipSync(
        Object.fromEntries([
          ['word/document.xml', strToU8(wordDocument(''))],
          ...Array.from({ length: 10_000 }, (_, i) => [`word/media/empty${i}.bin`, new Uint8Array(0)]),
        ]),
      ),
      'too_large',
      'holds 10001 parts; the limit is 10000',
    ],
    ['a declared size over 100 MB', setDeclaredSize(small, 'word/document.xml', 150 * 1024 * 1024), 'too_large', 'unpack to more than 100 MB'],
    ['an entry that inflates beyond its declared size', setDeclaredSize(small, 'word/document.xml', 40), 'too_large', 'unpacks to more than it declares'],
    ['a package cut in half', small.slice(0, Math.floor(small.length / 2)), 'corrupt_file', 'may have been cut off'],
    ['a ZIP that is not a Word document', zipSync({ 'notes.txt': strToU8('hello') }), 'unsupported_type', 'not a Word document'],
    ['malformed XML', buildDocx({ document: '<w:document><w:body><w:p' }), 'corrupt_file', 'not well-formed XML'],
  ])('%s', async (_label, bytes, code, message) => {
    const result = await countFile({ name: 'contract.docx', bytes });
    expect(result).toMatchObject({ file: 'contract.docx', error: { code } });
    expect(result).toHaveProperty(['error', 'message'], expect.stringContaining(message));
  });

  it('applies injected limits instead of the defaults', async () => {
    const result = await countFile({ name: 'contract.docx', bytes: fullDocument }, { limits: { maxZipEntries: 5 } });
    expect(result).toMatchObject({ error: { code: 'too_large' } });
  });

  it('reports a password-protected document as encrypted', async () => {
    // Word stores an encrypted DOCX inside an OLE compound file with an "EncryptedPackage" stream.
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const stream = Array.from('EncryptedPackage', (ch) => [ch.charCodeAt(0), 0]).flat();
    const bytes = new Uint8Array(2048);
    bytes.set(header);
    bytes.set(stream, 1024);
    expect(await countFile({ name: 'sealed.docx', bytes })).toMatchObject({ error: { code: 'encrypted' } });
    expect(await countFile({ name: 'legacy.docx', bytes: bytes.slice(0, 1000) })).toMatchObject({
      error: { code: 'unsupported_type' },
    });
  });
});
