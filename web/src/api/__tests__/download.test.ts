import { attachmentName } from '../download';

describe('attachmentName', () => {
  it('reads the file name of Content-Disposition, or falls back when there is none', () => {
    expect(attachmentName('attachment; filename="journal.csv"', 'x')).toBe('journal.csv');
    expect(attachmentName('attachment', 'fallback.json')).toBe('fallback.json');
    expect(attachmentName(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
