import { describe, expect, it } from 'vitest';
import { cleanCvName } from '../../../platform/database/cv-files';
import { closedSlugs, closingDay, dayOf, isOpen, nextClosing, openJobs } from '../../../shared/content/job-openings';
import { JOBS } from '../../../shared/content/.generated/jobs';
import { formatFileSize } from '../../../shared/i18n/format';

const job = { ...JOBS[0]!, closes: '2027-01-31' };

describe('job openings', () => {
  it('keeps a position open through its closing day (UTC) and closes it the next', () => {
    expect(isOpen(job, '2027-01-31')).toBe(true);
    expect(isOpen(job, '2027-02-01')).toBe(false);
    expect(closingDay(job)).toBe('2027-02-01');
    expect(closingDay({ ...job, closes: '2028-02-28' })).toBe('2028-02-29');
    expect(dayOf(new Date('2027-01-31T23:59:59.999Z'))).toBe('2027-01-31');
  });

  it('lists the open positions in display order and names the closed ones', () => {
    const sorted = [...JOBS].sort((a, b) => (a.closes < b.closes ? -1 : 1));
    const firstClosed = closingDay(sorted[0]!);
    expect(openJobs('2000-01-01')).toEqual(JOBS);
    expect(closedSlugs('2000-01-01')).toEqual([]);
    expect(closedSlugs(firstClosed)).toContain(sorted[0]!.slug);
    expect(openJobs('9999-12-31')).toEqual([]);
  });

  it('finds the next moment a position closes, and none once all have', () => {
    const earliest = JOBS.map(closingDay).sort()[0]!;
    expect(nextClosing(new Date('2000-01-01T00:00:00Z'))).toEqual(new Date(`${earliest}T00:00:00Z`));
    expect(nextClosing(new Date('9999-12-31T00:00:00Z'))).toBeNull();
  });
});

describe('CV names', () => {
  it('keeps the last path segment on one line, with the extension of what the file is', () => {
    expect(cleanCvName('C:\\Users\\maya\\Maya Fischer CV.pdf', 'pdf')).toBe('Maya Fischer CV.pdf');
    expect(cleanCvName('../../etc/passwd', 'docx')).toBe('passwd.docx');
    expect(cleanCvName('cv\r\nBcc: x@example.com.doc', 'doc')).toBe('cv Bcc x@example.com.doc');
    expect(cleanCvName('picture.png', 'pdf')).toBe('picture.pdf');
    expect(cleanCvName('', 'pdf')).toBe('cv.pdf');
    expect(cleanCvName(`${'x'.repeat(300)}.pdf`, 'pdf')).toHaveLength(104);
  });

  it('says a size in the language’s units', () => {
    expect(formatFileSize(245_760, 'en')).toBe('240 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'ru')).toBe('1,5 МБ');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });
});
