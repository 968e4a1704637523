// Builds the small demo glTF 2.0 binaries (.glb) used by the seed data:
//   public/uploads/models/lock-ring.glb   a torus (wheel lock ring)
//   public/uploads/models/cable-drum.glb  a closed cylinder (cable drum)
// Each has one mesh with POSITION, NORMAL and uint16 indices and one PBR material.
// Output is deterministic, so re-running the script leaves git clean.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/process';

interface Mesh {
  positions: number[];
  normals: number[];
  indices: number[];
}
type Vec3 = [number, number, number];

const outDir = join(root, 'public', 'uploads', 'models');

function torus(R = 0.5, r = 0.07, radial = 40, tubular = 12): Mesh {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i <= radial; i++) {
    const u = (i / radial) * Math.PI * 2;
    for (let j = 0; j <= tubular; j++) {
      const v = (j / tubular) * Math.PI * 2;
      const cx = Math.cos(u);
      const cz = Math.sin(u);
      positions.push((R + r * Math.cos(v)) * cx, r * Math.sin(v), (R + r * Math.cos(v)) * cz);
      normals.push(Math.cos(v) * cx, Math.sin(v), Math.cos(v) * cz);
    }
  }
  const row = tubular + 1;
  for (let i = 0; i < radial; i++) {
    for (let j = 0; j < tubular; j++) {
      const a = i * row + j;
      const b = (i + 1) * row + j;
      indices.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  return { positions, normals, indices };
}

function cylinder(radius = 0.35, height = 0.5, segments = 40): Mesh {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const h = height / 2;
  // Side: two rings with outward normals.
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const x = Math.cos(a);
    const z = Math.sin(a);
    positions.push(radius * x, -h, radius * z, radius * x, h, radius * z);
    normals.push(x, 0, z, x, 0, z);
  }
  for (let i = 0; i < segments; i++) {
    const a = i * 2;
    indices.push(a, a + 1, a + 2, a + 2, a + 1, a + 3);
  }
  // Caps: centre vertex plus a ring with axial normals.
  const caps: [y: number, ny: number][] = [
    [h, 1],
    [-h, -1],
  ];
  for (const [y, ny] of caps) {
    const centre = positions.length / 3;
    positions.push(0, y, 0);
    normals.push(0, ny, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      positions.push(radius * Math.cos(a), y, radius * Math.sin(a));
      normals.push(0, ny, 0);
    }
    for (let i = 0; i < segments; i++) {
      const p = centre + 1 + i;
      if (ny > 0) indices.push(centre, p + 1, p);
      else indices.push(centre, p, p + 1);
    }
  }
  return { positions, normals, indices };
}

function bounds(positions: number[]): { min: Vec3; max: Vec3 } {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = Math.fround(positions[i + k] ?? 0);
      if (v < (min[k] ?? Infinity)) min[k] = v;
      if (v > (max[k] ?? -Infinity)) max[k] = v;
    }
  }
  return { min, max };
}

const pad4 = (n: number) => (n + 3) & ~3;

interface Model {
  file: string;
  name: string;
  mesh: Mesh;
  color: [number, number, number, number];
  metallic: number;
  roughness: number;
}

function buildGlb({ name, mesh, color, metallic, roughness }: Model): Buffer {
  const vertexCount = mesh.positions.length / 3;
  if (vertexCount > 65535) throw new Error('too many vertices for uint16 indices');
  const posBytes = vertexCount * 12;
  const nrmBytes = vertexCount * 12;
  const idxBytes = mesh.indices.length * 2;
  const idxOffset = posBytes + nrmBytes;
  const binLength = pad4(idxOffset + idxBytes);
  const bin = Buffer.alloc(binLength);
  mesh.positions.forEach((v, i) => bin.writeFloatLE(v, i * 4));
  mesh.normals.forEach((v, i) => bin.writeFloatLE(v, posBytes + i * 4));
  mesh.indices.forEach((v, i) => bin.writeUInt16LE(v, idxOffset + i * 2));

  const { min, max } = bounds(mesh.positions);
  const gltf = {
    asset: { version: '2.0', generator: 'scripts/make-demo-glb.ts' },
    scene: 0,
    scenes: [{ name, nodes: [0] }],
    nodes: [{ name, mesh: 0 }],
    meshes: [{ name, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0, mode: 4 }] }],
    materials: [
      { name: `${name}-steel`, pbrMetallicRoughness: { baseColorFactor: color, metallicFactor: metallic, roughnessFactor: roughness } },
    ],
    buffers: [{ byteLength: binLength }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: posBytes, byteStride: 12, target: 34962 },
      { buffer: 0, byteOffset: posBytes, byteLength: nrmBytes, byteStride: 12, target: 34962 },
      { buffer: 0, byteOffset: idxOffset, byteLength: idxBytes, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: vertexCount, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5126, count: vertexCount, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: mesh.indices.length, type: 'SCALAR' },
    ],
  };

  let json = Buffer.from(JSON.stringify(gltf), 'utf8');
  const jsonLength = pad4(json.length);
  json = Buffer.concat([json, Buffer.alloc(jsonLength - json.length, 0x20)]);

  const total = 12 + 8 + jsonLength + 8 + binLength;
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0); // 'glTF'
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const jsonHeader = Buffer.alloc(8);
  jsonHeader.writeUInt32LE(jsonLength, 0);
  jsonHeader.writeUInt32LE(0x4e4f534a, 4); // 'JSON'
  const binHeader = Buffer.alloc(8);
  binHeader.writeUInt32LE(binLength, 0);
  binHeader.writeUInt32LE(0x004e4942, 4); // 'BIN\0'
  return Buffer.concat([header, jsonHeader, json, binHeader, bin]);
}

const models: Model[] = [
  { file: 'lock-ring.glb', name: 'lock-ring', mesh: torus(), color: [0.62, 0.64, 0.68, 1], metallic: 0.9, roughness: 0.35 },
  { file: 'cable-drum.glb', name: 'cable-drum', mesh: cylinder(), color: [0.2, 0.22, 0.26, 1], metallic: 0.3, roughness: 0.6 },
];

mkdirSync(outDir, { recursive: true });
for (const m of models) {
  const glb = buildGlb(m);
  writeFileSync(join(outDir, m.file), glb);
  console.log(`wrote public/uploads/models/${m.file} (${glb.length} bytes)`);
}
