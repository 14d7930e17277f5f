/** The address of « Mes positions » (docs/product.md#my-positions): prerendered, out of the sitemap, kept offline. */
export const MY_POSITIONS_PATH = "/mes-positions";
