import { describe, expect, it } from 'vitest';
import { countWords } from '@/lib/wordcount/count-words';
import { extractWordprocessingText } from '@/lib/wordcount/docx-text';
import { paragraph, wordDocument, wordPart } from '@/tests/fixtures/wordcount/docx-builder';

function wordsIn(body: string): number {
  return countWords(extractWordprocessingText(wordDocument(body)));
}

const textBox = (text: string) => `<w:txbxContent>${paragraph(text)}</w:txbxContent>`;

describe('extractWordprocessingText', () => {
  it.each([
    ['a word split across runs stays one word', '<w:p><w:r><w:t>Certi</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>fied</w:t></w:r></w:p>', 1],
    ['paragraphs do not run together', '<w:p><w:r><w:t>end</w:t></w:r></w:p><w:p><w:r><w:t>start</w:t></w:r></w:p>', 2],
    ['tab, break and carriage return separate words', '<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:cr/><w:t>d</w:t></w:r></w:p>', 4],
    ['non-breaking hyphen joins a compound', '<w:p><w:r><w:t>well</w:t><w:noBreakHyphen/><w:t>known</w:t></w:r></w:p>', 1],
    ['entities are decoded', paragraph('Smith &amp; Sons &#8212; O&apos;Neill &#x4E2D;'), 4],
    [
      'table cells do not run together',
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Fee</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>$2,450.00</w:t></w:r></w:p></w:tc></w:tr></w:tbl>',
      2,
    ],
    ['tracked insertion is counted', '<w:p><w:ins w:id="1" w:author="A"><w:r><w:t>added words</w:t></w:r></w:ins></w:p>', 2],
    [
      'tracked deletion is not counted',
      '<w:p><w:r><w:t xml:space="preserve">kept </w:t></w:r><w:del w:id="2" w:author="A"><w:r><w:delText>removed text</w:delText></w:r></w:del></w:p>',
      1,
    ],
    [
      'moved-from text is counted only where it moved to',
      '<w:p><w:moveFrom w:id="3"><w:r><w:t>moved</w:t></w:r></w:moveFrom></w:p><w:p><w:moveTo w:id="4"><w:r><w:t>moved</w:t></w:r></w:moveTo></w:p>',
      1,
    ],
    [
      'field code is not counted, its result is',
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>7</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      1,
    ],
    [
      'nested field inside a field code is not counted',
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>IF </w:instrText></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:instrText> = 1 "first" "other"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>first</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      1,
    ],
    ['simple field counts its result only', '<w:p><w:fldSimple w:instr=" NUMPAGES \\* MERGEFORMAT "><w:r><w:t>3</w:t></w:r></w:fldSimple></w:p>', 1],
    [
      'comment anchors and references add nothing',
      '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>Verified</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>',
      1,
    ],
    [
      'content control content is counted',
      '<w:sdt><w:sdtPr><w:alias w:val="Case number"/></w:sdtPr><w:sdtContent><w:p><w:r><w:t>A-2041 pending</w:t></w:r></w:p></w:sdtContent></w:sdt>',
      2,
    ],
    [
      'text box in Choice and Fallback is counted once',
      `<w:p><w:r><w:t>Stamp:</w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${textBox('Official seal')}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${textBox('Official seal')}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>affixed</w:t></w:r></w:p>`,
      4,
    ],
    [
      'nested alternate content reads one branch at each level',
      `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><mc:AlternateContent><mc:Choice Requires="wps">${textBox('inner')}</mc:Choice><mc:Fallback>${textBox('inner')}</mc:Fallback></mc:AlternateContent>${textBox('outer')}</mc:Choice><mc:Fallback>${textBox('outer')}</mc:Fallback></mc:AlternateContent></w:r></w:p>`,
      2,
    ],
    [
      'numbered paragraph counts only its text',
      '<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>Full name</w:t></w:r></w:p>',
      2,
    ],
    [
      'ruby guide text is not counted twice',
      '<w:p><w:r><w:ruby><w:rt><w:r><w:t>とうきょう</w:t></w:r></w:rt><w:rubyBase><w:r><w:t>東京</w:t></w:r></w:rubyBase></w:ruby></w:r></w:p>',
      2,
    ],
    [
      'text outside w:t is ignored',
      '<w:p><w:r><w:rPr><w:rFonts w:ascii="Arial"/></w:rPr><w:t>one</w:t></w:r></w:p>\n  <w:bookmarkStart w:id="0" w:name="x"/>',
      1,
    ],
    [
      'a greater-than sign inside an attribute value',
      '<w:p><w:fldSimple w:instr=" IF 2 > 1 &quot;yes&quot; "><w:r><w:t>yes</w:t></w:r></w:fldSimple></w:p>',
      1,
    ],
    ['CDATA and comments', '<w:p><w:r><w:t><![CDATA[five & six]]></w:t></w:r><!-- <w:t>hidden</w:t> --></w:p>', 2],
  ])('%s', (_label, body, expected) => {
    expect(wordsIn(body)).toBe(expected);
  });

  it('resolves the WordprocessingML namespace under any prefix', () => {
    const xml =
      '<x:document xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:w="urn:other"><x:body>' +
      '<x:p><x:r><x:t>counted here</x:t></x:r></x:p><w:t>not wordprocessing</w:t></x:body></x:document>';
    expect(countWords(extractWordprocessingText(xml))).toBe(2);
  });

  it('skips separator and continuation notes', () => {
    // Real separators carry no text; these do, so the test fails if they are read.
    const xml = wordPart(
      'footnotes',
      `<w:footnote w:type="separator" w:id="-1">${paragraph('separator text')}</w:footnote>` +
        `<w:footnote w:type="continuationSeparator" w:id="0">${paragraph('continuation text')}</w:footnote>` +
        `<w:footnote w:id="1">${paragraph('A real note.')}</w:footnote>`,
    );
    expect(countWords(extractWordprocessingText(xml))).toBe(3);
  });

  it('throws on a tag that never ends', () => {
    expect(() => extractWordprocessingText('<w:document><w:body><w:p')).toThrow('unterminated tag');
  });
});
