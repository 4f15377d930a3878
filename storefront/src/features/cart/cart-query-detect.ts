/** The query parameters that act on the cart from any page (spec §2, §4). */
export const cartQueryParams = ['variantId', 'quantity', 'targetQuantity'] as const;

/** Whether a URL's query carries a cart action: cheap, so the parser (and zod) loads only when needed. */
export function hasCartQueryParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return cartQueryParams.some((name) => params.has(name));
}

/** The same query without the cart parameters, to replace the URL once they are handled. */
export function withoutCartQueryParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of cartQueryParams) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
