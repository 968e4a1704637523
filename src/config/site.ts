/** Company facts shown on the public site. Values are placeholders until the business supplies its own. */
export const site = {
  name: 'Shree Sai Truck Parts',
  shortName: 'SS Truck Parts',
  tagline: 'Heavy-truck parts, made and supplied since 1996',
  established: 1996,
  teamSize: '11-20',
  address: {
    lines: ['Plot 14, GIDC Industrial Estate', 'Naroda, Ahmedabad', 'Gujarat 382330, India'],
    mapQuery: 'Naroda GIDC, Ahmedabad, Gujarat',
  },
  phones: ['+91 98250 00001', '+91 79 2282 0002'],
  email: 'sales@example.com',
  /** Digits only, with country code: the messaging-app chat number. */
  whatsappNumber: '919825000001',
  chatGreeting: 'Hello! I would like to know more about your truck parts.',
  hours: [
    { days: 'Monday - Saturday', time: '9:30 AM - 7:00 PM' },
    { days: 'Sunday', time: 'Closed' },
  ],
  buyLeadResponseHours: 24,
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  /** Shown only after the visitor asks for the map: no third-party frame loads by itself. */
  mapEmbedUrl: 'https://www.google.com/maps?q=Naroda+GIDC+Ahmedabad&output=embed',
  partners: Array.from({ length: 8 }, (_, index) => ({
    name: `Partner ${index + 1}`,
    logo: `/partners/partner-${index + 1}.svg`,
    pdf: `/partners/partner-${index + 1}.pdf`,
  })),
  /** The one legacy model file the original backend serves through its own script. */
  legacyModel: { file: 'lock-ring.glb', script: 'specific_model.php' },
} as const;
