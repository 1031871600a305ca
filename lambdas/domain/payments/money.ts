/**
 * A price in the currency's minor units (what Stripe and the prices config hold) as a locale
 * writes it: 299 EUR is "€2.99" in en-US and "2,99 €" in uk-UA; 300 JPY is "￥300". Kept free of
 * zod so the web can format prices without loading it.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
