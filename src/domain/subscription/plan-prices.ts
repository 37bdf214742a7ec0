// Prices are configured, never written in code, in whole minor units (cents) so that a saving is exact.
import * as O from 'fp-ts/Option';
import { money } from '../format';
import { i18n } from '../i18n';

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

export type PlanWords = { readonly price: string; readonly detail: string };

function annualDetail(saving: AnnualSaving | null, format: (minor: number) => string): string {
  const billed = i18n._('Billed once a year.');
  if (saving === null) return billed;
  const amount = format(saving.amount);
  const months = saving.monthsFree;
  const said =
    months === null
      ? i18n._('{amount} less than 12 monthly payments.', { amount })
      : i18n._(
          '{months, plural, =1 {One month} =2 {Two months} =3 {Three months} =4 {Four months} =5 {Five months} =6 {Six months} =7 {Seven months} =8 {Eight months} =9 {Nine months} =10 {Ten months} =11 {Eleven months} other {# months}} free: {amount} less than 12 monthly payments.',
          { months, amount },
        );
  return `${billed} ${said}`;
}

export function describePlanPrices(prices: PlanPrices): { readonly monthly: PlanWords; readonly annual: PlanWords } {
  const format = (minor: number) => formatPrice(minor, prices.currency);
  return {
    monthly: { price: i18n._('{price} a month', { price: format(prices.monthly) }), detail: i18n._('Billed every month.') },
    annual: { price: i18n._('{price} a year', { price: format(prices.annual) }), detail: annualDetail(annualSaving(prices), format) },
  };
}

/** What it costs, in one line for the front door; null when nothing is configured. */
export function offerLine(prices: PlanPrices | undefined, trialDays: number | null): string | null {
  const offer =
    prices === undefined
      ? trialOnly(trialDays)
      : withPrices(formatPrice(prices.monthly, prices.currency), formatPrice(prices.annual, prices.currency), trialDays);
  return offer === null ? null : `${offer} ${i18n._('Cancel at any time.')}`;
}

const trialOnly = (days: number | null): string | null =>
  days === null ? null : i18n._('{days, plural, one {Free for # day.} other {Free for # days.}}', { days });

function withPrices(monthly: string, annual: string, days: number | null): string {
  if (days === null) return i18n._('{monthly} a month or {annual} a year.', { monthly, annual });
  return i18n._(
    '{days, plural, one {Free for # day, then {monthly} a month or {annual} a year.} other {Free for # days, then {monthly} a month or {annual} a year.}}',
    { days, monthly, annual },
  );
}
