const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * A budget as staff read it: a bare amount ('60000', '60,000', 'Rs 60000') in Indian rupees with Indian
 * grouping ('₹60,000', '₹4,80,000'); any other text ('₹400 per piece', 'about 50k') as the customer typed it.
 * The CSV keeps what was typed.
 */
export function shownBudget(budget: string): string {
  const amount = budget
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(amount) ? rupees.format(Number(amount)) : budget;
}
