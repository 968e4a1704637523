/** "Monday - Saturday" → "Monday to Saturday": ranges read as words, for people and screen readers. */
export const toWords = (text: string) => text.replace(/\s+-\s+/g, ' to ');
