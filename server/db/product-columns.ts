/** The columns the demo seed writes for a product, with their SQL types (insertRows); a row may leave out the nullable ones. */
export const PRODUCT_COLUMNS = {
  id: 'integer',
  sku: 'text',
  type: 'text',
  brand_id: 'integer',
  name: 'jsonb',
  description: 'jsonb',
  specifications: 'jsonb',
  stock: 'integer',
  image_url: 'text',
  gallery: 'jsonb',
  fitting_form: 'text',
  attributes: 'jsonb',
} as const;
