/** A payment return the analysis page confirms (SPEC §2). */
export function isPaymentReturn(query: URLSearchParams): boolean {
  const from = query.get('from');
  return (
    query.get('paid') === '1' ||
    query.get('success') === '1' ||
    from === 'payment' ||
    from === 'checkout'
  );
}
