import { pseudoLocalized } from '../../../src/ui/dev-tools/pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents every letter and makes each piece of text 30 % longer, keeping placeholders, plural forms and element tags', () => {
    const messages = {
      a: ['Read <0>our policy</0> now, ', ['name'], '.'],
      b: [['count', 'plural', { one: ['#', ' breach'], other: ['#', ' breaches'] }], ' in ', ['place']],
      c: 'Close',
    } as const;
    expect(pseudoLocalized(messages as never)).toEqual({
      a: ['Ŕēàđ <0>öûŕ þöĺîçý</0> ñöŵ, ~~~~~~~', ['name'], '.~'],
      b: [['count', 'plural', { one: ['#~', ' ƀŕēàçĥ~~~'], other: ['#~', ' ƀŕēàçĥēš~~~'] }], ' îñ ~~', ['place']],
      c: 'Çĺöšē~~',
    });
  });
});
