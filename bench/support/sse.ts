import http from 'node:http';

export type SseEvent = { id: string; event: string; data: string };

/**
 * An EventSource as the browser runs it: GET `path` with the cookie, one callback per event,
 * and on a dropped stream a reconnect after the server's `retry` with Last-Event-ID, so what
 * was missed is replayed. Its own agent: a stream holds its socket for the whole run.
 */
export function openEventStream(baseUrl: string, path: string, cookie: string, onEvent: (e: SseEvent) => void) {
  let lastId = '';
  let retryMs = 3000;
  let closed = false;
  let req: http.ClientRequest | null = null;
  let reconnects = 0;

  const connect = () => {
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      again();
    };
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie, origin: baseUrl };
    if (lastId) headers['last-event-id'] = lastId;
    req = http.get(`${baseUrl}${path}`, { headers, agent: false }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { id: '', event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).trimStart();
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') e.data += value;
            else if (field === 'retry') retryMs = Number(value) || retryMs;
          }
          if (e.id) lastId = e.id;
          onEvent(e);
        }
      });
      res.on('end', drop);
      res.on('error', drop);
    });
    req.on('error', drop);
  };
  function again() {
    if (closed) return;
    reconnects++;
    req?.destroy();
    setTimeout(() => !closed && connect(), retryMs);
  }
  connect();
  return {
    get reconnects() {
      return reconnects;
    },
    close() {
      closed = true;
      req?.destroy();
    },
  };
}
