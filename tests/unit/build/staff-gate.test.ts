// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backendHtaccess, staffGateOf } from '../../../build/staff-gate';
import { endpointList, type Endpoint } from '../../../php-contract/endpoints';

const gate = { passwordFile: '/home/u/lock/staff.htpasswd', groupFile: '/home/u/lock/staff.groups', crossOrigin: false };
const block = (text: string, script: string) =>
  new RegExp(`<Files "${script.replace('.', '\\.')}">([\\s\\S]*?)</Files>`).exec(text)?.[1] ?? '';

describe('the staff gate', () => {
  it('is off unless VITE_STAFF_GATE=basic, which needs an absolute STAFF_GATE_DIR', () => {
    expect(staffGateOf({}, '/api')).toBeNull();
    expect(() => staffGateOf({ VITE_STAFF_GATE: 'yes' }, '/api')).toThrow(/basic/);
    expect(() => staffGateOf({ VITE_STAFF_GATE: 'basic', STAFF_GATE_DIR: 'lock' }, '/api')).toThrow(/STAFF_GATE_DIR/);
    expect(staffGateOf({ VITE_STAFF_GATE: 'basic', STAFF_GATE_DIR: '/home/u/lock' }, 'https://api.x.in')).toEqual({
      ...gate,
      crossOrigin: true,
    });
  });

  it('opens public methods and preflights, locks staff ones, and leaves the rest to the admin group', () => {
    const text = backendHtaccess(gate, endpointList);
    expect(text).toContain('AuthUserFile "/home/u/lock/staff.htpasswd"');
    expect(block(text, 'parts.php')).toMatch(
      /'OPTIONS', 'GET', 'HEAD' }">\s+Require all granted[\s\S]*'POST', 'PUT' }">\s+Require valid-user[\s\S]*<Else>\s+Require group admin/,
    );
    expect(block(text, 'inquiries.php')).toMatch(
      /'OPTIONS', 'POST' }">\s+Require all granted[\s\S]*'GET', 'HEAD' }">\s+Require valid-user/,
    );
    expect(text).not.toContain('Access-Control-Allow-Headers');
    expect(backendHtaccess({ ...gate, crossOrigin: true }, endpointList)).toContain(
      'Header always set Access-Control-Allow-Headers "Content-Type, Authorization"',
    );
  });

  it('tells entries of one script and method apart by their selecting query', () => {
    const entry = (id: string, access: Endpoint['access'], requiredQuery: string[]) =>
      ({ ...endpointList.find((e) => e.id === 'listParts')!, id, access, requiredQuery }) as Endpoint;
    const text = backendHtaccess(gate, [entry('list', 'public', []), entry('one', 'staff', ['id'])]);
    const rules = block(text, 'parts.php');
    expect(rules.indexOf('%{QUERY_STRING} =~ /(^|&)id=/')).toBeGreaterThan(-1);
    expect(rules.indexOf('Require valid-user')).toBeLessThan(rules.indexOf('Require all granted'));
  });
});
