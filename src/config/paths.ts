/** Route builders: the only place route strings are written. */
export const paths = {
  home: '/',
  catalog: '/catalog',
  blog: '/blog',
  blogPost: (id: number | string) => `/blog/${id}`,
  inquiry: (part?: string) => (part ? `/inquiry?part=${encodeURIComponent(part)}` : '/inquiry'),
  buyLead: '/buy-lead',
} as const;
