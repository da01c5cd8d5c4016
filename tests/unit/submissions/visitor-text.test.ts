import { describe, expect, it } from 'vitest';
import { cleanCvName } from '../../../platform/database/cv-files';
import { withoutFormulas } from '../../../desk/csv';
import { plainName } from '../../../submissions/emails/reply-email';
import { EnquirySchema } from '../../../shared/submissions/enquiry';
import { withoutFormatCharacters } from '../../../shared/submissions/visitor-text';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

describe('plainName: the name a reply’s template may greet with', () => {
  it.each([
    'Maya Fischer',
    'Mary-Kate O’Neil',
    "D'Arcy",
    'J. R. R. Tolkien',
    'Martin Luther King Jr.',
    'Анна Смирнова',
    'Zoë Ångström',
    'José María',
    '李小龍',
  ])('takes %s', (name) => expect(plainName(`  ${name} `)).toBe(name));

  it.each([
    ['a web address', 'Maya https://win.example'],
    ['a domain', 'win.example'],
    ['initials without spaces', 'J.R. Smith'],
    ['digits', 'Maya Fischer 2000'],
    ['a phone number', '+1 900 555 0100'],
    ['an address', 'maya@win.example'],
    ['punctuation', 'Call us now!'],
    ['a line break', 'Maya\nBcc: someone'],
    ['two spaces', 'Maya  Fischer'],
    ['a doubled hyphen', 'Mary--Kate'],
    ['more than 40 characters', 'Maximiliane Alexandra Konstantinopoulosova'],
  ])('refuses a name with %s', (_what, name) => expect(plainName(name)).toBeNull());
});

describe('format characters', () => {
  it('are removed, every character of category Cf, and nothing else', () => {
    expect(withoutFormatCharacters('invoice-X\u202Etxt.pdf')).toBe('invoice-Xtxt.pdf');
    expect(withoutFormatCharacters('\u2066Ma\u200Bya\u2069 Fi\u00ADscher\uFEFF\u200D\u061C\u2060\u200E\u200F')).toBe('Maya Fischer');
    expect(withoutFormatCharacters('Анна Смирнова, café — «ёлка»\n')).toBe('Анна Смирнова, café — «ёлка»\n');
  });

  it('are gone from an enquiry before its bounds are checked, on the form and on the server alike', () => {
    const parsed = EnquirySchema.parse({ ...VALID_ENQUIRY, name: '\u200B Maya Fischer\u202E', company: '\u200B' });
    expect(parsed).toMatchObject({ name: 'Maya Fischer', company: undefined });
    expect(EnquirySchema.safeParse({ ...VALID_ENQUIRY, name: '\u202E\u202E\u202E' }).success).toBe(false);
  });

  it('are gone from a CV’s download name', () => {
    expect(cleanCvName('invoice-X\u202Etxt.pdf', 'pdf')).toBe('invoice-Xtxt.pdf');
    expect(cleanCvName('C:\\Users\\maya\\\u2067CV\u2069 final\u200B.docx', 'docx')).toBe('CV final.docx');
    expect(cleanCvName('\u202E\u200B.pdf', 'pdf')).toBe('cv.pdf');
  });
});

describe('withoutFormulas', () => {
  it('puts an apostrophe before = + - @ where any separator could start a cell', () => {
    expect(withoutFormulas('=1+1')).toBe("'=1+1");
    expect(withoutFormulas('Ivan;=1+1;')).toBe("Ivan;'=1+1;");
    expect(withoutFormulas('a,+1\tb\t-2\n@x\r\n=y')).toBe("a,'+1\tb\t'-2\n'@x\r\n'=y");
    expect(withoutFormulas('Acme; "=HYPERLINK(1)"')).toBe(`Acme; "'=HYPERLINK(1)"`);
  });

  it('does the same before their fullwidth forms ＝ ＋ － ＠', () => {
    expect(withoutFormulas('＝1+1')).toBe("'＝1+1");
    expect(withoutFormulas('a;＋1\n－2\t＠x, "＝HYPERLINK(1)"')).toBe(`a;'＋1\n'－2\t'＠x, "'＝HYPERLINK(1)"`);
    expect(withoutFormulas('Room ＃4 ＝ lab, a－b')).toBe('Room ＃4 ＝ lab, a－b');
  });

  it('leaves formula characters inside a cell alone', () => {
    for (const text of ['Call +1 307 555 0199', 'Claims app, iOS first', 'a-b = c', 'maya@larkspur.example', "already ;'=safe"]) {
      expect(withoutFormulas(text)).toBe(text);
    }
  });
});
