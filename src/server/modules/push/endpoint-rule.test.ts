import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './endpoint-rule';

const prod = { allowLocal: false };
const local = { allowLocal: true };

describe('push endpoints the server sends to', () => {
  it("takes the browsers' push services over https", () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc:APA91b', prod)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/gAAA', prod)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QGx', prod)).toBe(true);
    expect(pushEndpointAllowed('https://wns2-bl2p.notify.windows.com/w/?token=x', prod)).toBe(true);
  });

  it('refuses anything else: http, other ports, look-alike hosts, private and loopback addresses', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'http://localhost:5432/',
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/x',
      'https://example.com/push',
      'not a url',
    ])
      expect(pushEndpointAllowed(url, prod), url).toBe(false);
  });

  it('with PUSH_LOCAL_ENDPOINTS, this machine too, but never a private network', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4567/push/1', local)).toBe(true);
    expect(pushEndpointAllowed('http://localhost:4567/push/1', local)).toBe(true);
    expect(pushEndpointAllowed('http://[::1]:4567/push/1', local)).toBe(true);
    expect(pushEndpointAllowed('http://10.0.0.5/push', local)).toBe(false);
    expect(pushEndpointAllowed('http://169.254.169.254/', local)).toBe(false);
  });
});
