/** A public page's heading band: its h1 and a line about the page. */
export interface PageIntro {
  title: string;
  intro: string;
}

/**
 * The public pages' headings. The router draws them with the site frame, so a page's heading
 * paints with the header and footer instead of waiting for the page's own code.
 */
export const pageIntros = {
  catalog: {
    title: 'Parts Catalogue',
    intro: 'Search our range of heavy-truck parts, open a card for downloads, and send an enquiry in one click.',
  },
  blog: { title: 'Blog', intro: 'Maintenance tips, safety checks and company news from our workshop floor: practical advice for fleet owners, mechanics and drivers.' },
  inquiry: { title: 'Product Enquiry', intro: 'Ask about prices, availability or a custom part. Our team will get back to you quickly.' },
  buyLead: {
    title: 'Submit Buy Lead',
    intro: 'Tell us what you need in bulk or made to order, and where it should go. We will send you a quote.',
  },
} satisfies Record<string, PageIntro>;

export function PageHeader({ title, intro }: PageIntro) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </div>
  );
}
