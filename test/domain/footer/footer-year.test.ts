import { footerYear } from '../../../src/domain/footer/footer-year';

describe('footerYear', () => {
  it.each([
    [Date.UTC(2026, 10, 22), 2026],
    [Date.UTC(2026, 11, 31, 23, 59, 59), 2026],
    [Date.UTC(2027, 0, 1, 0, 0, 0), 2027],
  ])('is the UTC year of %d', (now, year) => {
    expect(footerYear(now)).toBe(year);
  });
});
