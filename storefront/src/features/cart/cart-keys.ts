/** The query cache's key of the visitor's cart. */
export const cartQueryKey = ['cart'] as const;
