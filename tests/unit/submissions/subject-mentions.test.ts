import { describe, expect, it } from 'vitest';
import { mentionPattern, mentionsIn, redact } from '../../../submissions/subject/subject-mentions';

const pattern = mentionPattern({
  address: 'darya.volkova@example.org',
  names: ['Darya Volkova', 'Дарья Волкова', 'Li'],
  phones: ['+7 912 345-67-89', '12-34'],
});

describe('a person’s mentions in staff notes', () => {
  it('finds the address in any case, a name as whole words with any spacing, a phone however it is written', () => {
    for (const note of [
      'Wrote from DARYA.VOLKOVA@example.org again',
      'Call darya  volkova tomorrow',
      'Звонила Дарья Волкова.',
      'Her number: 8 (912) 345 67 89',
      'or +79123456789',
      'tel. 912.345.67.89',
    ])
      expect(mentionsIn(note, pattern), note).toBe(true);
  });

  it('leaves other words alone: a name inside a longer one, short names and numbers, other digits', () => {
    for (const note of ['Daryana Volkovaite called', 'Li will call', 'Price 12-34 dollars', 'Invoice 9123456789012'])
      expect(mentionsIn(note, pattern), note).toBe(false);
  });

  it('redacts each mention and keeps the rest of the note', () => {
    expect(redact('Referred by Darya Volkova (darya.volkova@example.org, +7 912 345 67 89); call Oskar first.', pattern)).toBe(
      'Referred by [erased] ([erased], [erased]); call Oskar first.',
    );
  });
});
