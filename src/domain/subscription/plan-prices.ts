// Prices are configured, never written in code, in whole minor units (cents) so that a saving is exact.
import * as O from 'fp-ts/Option';
import { money } from '../format';

export type PlanPrices = { readonly monthly: number; readonly annual: number; readonly currency: string };

const AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

export function parseAmount(text: string): O.Option<number> {
  const match = AMOUNT.exec(text.trim());
  if (!match) return O.none;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? O.some(minor) : O.none;
}

export const formatPrice = (minor: number, currency: string): string => money(minor / 100, currency);

/** Months free only when the saving is exactly whole months: a reader can check the sum. */
export type AnnualSaving = { readonly amount: number; readonly monthsFree: number | null };

export function annualSaving(prices: PlanPrices): AnnualSaving | null {
  const amount = 12 * prices.monthly - prices.annual;
  if (amount <= 0) return null;
  const months = Math.round(amount / prices.monthly);
  const whole = months >= 1 && months <= 11 && amount === months * prices.monthly;
  return { amount, monthsFree: whole ? months : null };
}

const NUMBER_WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven'] as const;

export type PlanWords = { readonly price: string; readonly detail: string };

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

/** What it costs, in one line for the front door; null when nothing is configured. */
export function offerLine(prices: PlanPrices | undefined, trialDays: number | null): string | null {
  const cost = prices === undefined ? null : `${formatPrice(prices.monthly, prices.currency)} a month or ${formatPrice(prices.annual, prices.currency)} a year`;
  const trial = trialDays === null ? null : `Free for ${trialDays} ${trialDays === 1 ? 'day' : 'days'}`;
  if (cost === null && trial === null) return null;
  return `${trial === null ? cost : cost === null ? trial : `${trial}, then ${cost}`}. Cancel at any time.`;
}
