import { describe, expect, it } from 'vitest';
import { addressBucket, parseTrustProxy, resolveClientAddress } from './client-address';

describe('the client address', () => {
  it('is the socket peer unless TRUST_PROXY is set, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress(parseTrustProxy(undefined), '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(resolveClientAddress(parseTrustProxy('false'), '::ffff:203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('behind one trusted hop is the address the proxy appended, not one the client wrote', () => {
    const one = parseTrustProxy('1');
    expect(resolveClientAddress(one, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(resolveClientAddress(one, '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(resolveClientAddress(one, '10.0.0.2', 'not-an-ip')).toBe('10.0.0.2');
    expect(resolveClientAddress(one, '10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('with a list of proxies walks back over trusted addresses only', () => {
    const list = parseTrustProxy('10.0.0.0/8, ::1');
    expect(resolveClientAddress(list, '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(resolveClientAddress(list, '::1', '198.51.100.7')).toBe('198.51.100.7');
    // a peer that is not a trusted proxy is the client itself
    expect(resolveClientAddress(list, '198.51.100.8', '6.6.6.6')).toBe('198.51.100.8');
  });

  it('refuses a TRUST_PROXY entry that is no address', () => {
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow();
    expect(() => parseTrustProxy('proxy.local')).toThrow();
  });

  it('counts IPv6 clients by their /64', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
  });
});
