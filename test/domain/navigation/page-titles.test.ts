import { documentTitle, HOME_TITLE, PAGE_TITLES, safeDocumentTitle } from '../../../src/domain/navigation/page-titles';

describe('page titles', () => {
  it('names the page and the product, or only the product at home', () => {
    expect(documentTitle('Breach assistant')).toBe('Breach assistant · Protect');
    expect(documentTitle('')).toBe(HOME_TITLE);
  });

  it.each(Object.values(PAGE_TITLES).map(documentTitle))('passes our own title %j to a vendor as it is', (title) => {
    expect(safeDocumentTitle(title)).toBe(title);
  });

  it.each(['Ask about Adobe · Protect', 'ada@example.com', '', 'Dashboard'])('gives only the product name for any other title (%j)', (title) => {
    expect(safeDocumentTitle(title)).toBe('Protect');
  });
});
