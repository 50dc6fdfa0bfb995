import { SUPPORT_EMAIL } from '../../config';
import { LEGAL } from '../legalTexts';

const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

describe('the legal texts', () => {
  it('name the one support address the premium shop shows, in every language', () => {
    for (const text of Object.values(LEGAL)) {
      const lines = [...text.imprint, ...text.privacy.map((section) => section.body)];
      const addresses = lines.flatMap((line) => line.match(ADDRESS) ?? []);
      expect(addresses.length).toBeGreaterThan(0);
      expect(new Set(addresses)).toEqual(new Set([SUPPORT_EMAIL]));
    }
  });
});
