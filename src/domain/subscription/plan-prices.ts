// The two plans' prices, as configured (never written in code), and the words the plans page shows
// for them. Amounts are whole minor units (cents), so a saving is exact, never a float's rounding.
import * as O from 'fp-ts/Option';

export type PlanPrices = {
  /** Minor units of `currency`, e.g. 999 for $9.99. */
  readonly monthly: number;
  readonly annual: number;
  /** ISO 4217 code, e.g. USD. */
  readonly currency: string;
};

/** Up to seven digits, then at most two decimals: "9.99", "10", "9.9". */
const AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** A configured amount ("9.99") in minor units; none for anything else, zero included. */
export function parseAmount(text: string): O.Option<number> {
  const match = AMOUNT.exec(text.trim());
  if (!match) return O.none;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? O.some(minor) : O.none;
}

export const formatPrice = (minor: number, currency: string): string => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

/** How far a saving may be from whole months and still be called "N months free": a twentieth of a month. */
const WHOLE_MONTH_TOLERANCE = 1 / 20;

export type AnnualSaving = {
  /** Twelve monthly payments less the annual price, in minor units; always above zero. */
  readonly amount: number;
  /** Set only when the saving is whole months to within a twentieth of one. */
  readonly monthsFree: number | null;
};

/** What paying once a year saves over twelve monthly payments; null when it saves nothing. */
export function annualSaving(prices: PlanPrices): AnnualSaving | null {
  const amount = 12 * prices.monthly - prices.annual;
  if (amount <= 0) return null;
  const months = Math.round(amount / prices.monthly);
  const whole = months >= 1 && months <= 11 && Math.abs(amount - months * prices.monthly) <= prices.monthly * WHOLE_MONTH_TOLERANCE;
  return { amount, monthsFree: whole ? months : null };
}

const NUMBER_WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven'] as const;

export type PlanWords = { readonly price: string; readonly detail: string };

/** The price line and the billing line of each plan. */
export function describePlanPrices(prices: PlanPrices): { readonly monthly: PlanWords; readonly annual: PlanWords } {
  const format = (minor: number) => formatPrice(minor, prices.currency);
  const saving = annualSaving(prices);
  const savingWords =
    saving === null
      ? ''
      : ` ${saving.monthsFree === null ? '' : `${String(NUMBER_WORDS[saving.monthsFree - 1])} month${saving.monthsFree === 1 ? '' : 's'} free: `}${format(saving.amount)} less than 12 monthly payments.`;
  return {
    monthly: { price: `${format(prices.monthly)} a month`, detail: 'Billed every month.' },
    annual: { price: `${format(prices.annual)} a year`, detail: `Billed once a year.${savingWords}` },
  };
}
