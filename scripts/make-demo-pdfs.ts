// Writes the small one-page demo PDFs (PDF 1.4, Helvetica text) used by the seed data:
// brochures under public/uploads/brochures/ and partner sheets under public/partners/.
// The xref table is computed from the real byte offsets. Output is deterministic.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/process';

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function makePdf(title: string, lines: string[]): Buffer {
  const text = [
    'BT',
    '/F1 22 Tf',
    '72 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf',
    '0 -36 Td',
    ...lines.flatMap((line) => [`(${escapePdf(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (scripts/make-demo-pdfs.ts) >>`,
  ];

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const company = 'Demo Truck Parts - sample document for development';

const brochures: [file: string, title: string, lines: string[]][] = [
  [
    'catalogue-2026.pdf',
    'Product Catalogue 2026',
    ['Silencer parts, lock rings, chassis parts, cables,', 'clamps, rubber parts and steering brackets.', 'Established 1996.'],
  ],
  ['catalogue-2025.pdf', 'Product Catalogue 2025', ['Previous edition of the product catalogue.']],
  ['silencer.pdf', 'Silencer Parts', ['Silencer assemblies, tail pipes, flex bellows and gaskets.']],
  ['lock-rings.pdf', 'Lock Rings', ['Lock rings and side rings for 20 inch and 22.5 inch rims.']],
  ['chassis.pdf', 'Chassis Parts', ['Cross members, spring hangers and brackets.']],
  ['rubber-parts.pdf', 'Rubber Parts', ['Shackle bushes, cabin mounts and engine mounting pads.']],
  ['steering.pdf', 'Steering Brackets', ['Steering box, drag link and pump brackets.']],
  ['brake-system.pdf', 'Brake System', ['Brake drums, linings, chambers and S-cam shafts.']],
];

const partners = [
  'Ashvan Motors',
  'Trakona Trucks',
  'Vajrax Axles',
  'Dhruvatek Haulage',
  'Kavacho Fleet',
  'Garuvel Commercial',
  'Sarthika Auto',
  'Nandira Heavy',
];

const brochureDir = join(root, 'public', 'uploads', 'brochures');
const partnerDir = join(root, 'public', 'partners');
mkdirSync(brochureDir, { recursive: true });
mkdirSync(partnerDir, { recursive: true });

for (const [file, title, lines] of brochures) {
  writeFileSync(join(brochureDir, file), makePdf(title, [...lines, '', company]));
}
partners.forEach((name, i) => {
  writeFileSync(
    join(partnerDir, `partner-${i + 1}.pdf`),
    makePdf(`${name} (fictitious partner)`, ['Partner profile sheet.', 'This brand is invented for demonstration purposes.', '', company]),
  );
});
console.log(`wrote ${brochures.length} brochures and ${partners.length} partner PDFs`);
