import { EventEmitter } from 'node:events';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { reconnectDelaySeconds } from './client';

// A PostgreSQL restart closes every connection, some in the middle of a transaction. postgres.js
// 3.4.9 then sends the transaction's ROLLBACK on the closed connection, and its deferred write
// threw an uncaught TypeError (socket null) that ended the server (bench/fault-restart.ts
// found it). patches/postgres+3.4.9.patch (applied by patch-package at postinstall; the
// install fails when it no longer applies) guards it: a write with no socket rejects its query
// with CONNECTION_CLOSED, and a closed connection forgets its pending write (docs/contributing.md,
// "Dependencies we pin and patch"). This drives the driver through that exact sequence with a fake
// server socket.

const msg = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/** A socket that plays a server: startup ok, `begin` ok, then closes while the next query runs. */
function fakeServer() {
  const socket = new EventEmitter() as EventEmitter & {
    write: (b: Buffer, cb?: () => void) => boolean;
    end: () => void;
    destroy: () => void;
    readyState: string;
  };
  let writes = 0;
  socket.readyState = 'open';
  socket.write = (_b, cb) => {
    writes++;
    const answer =
      writes === 1
        ? Buffer.concat([msg('R', Buffer.alloc(4)), msg('Z', Buffer.from('I'))])
        : writes === 2
          ? Buffer.concat([
              msg('1'),
              msg('t', Buffer.alloc(2)),
              msg('n'),
              msg('2'),
              msg('C', Buffer.from('BEGIN\0')),
              msg('Z', Buffer.from('T')),
            ])
          : null;
    setImmediate(() => {
      if (answer) socket.emit('data', answer);
      else if (socket.readyState === 'open') {
        socket.readyState = 'closed';
        socket.emit('close', false);
      }
    });
    cb?.();
    return true;
  };
  socket.end = () => {};
  socket.destroy = () => {};
  return socket;
}

describe('postgres.js when the server closes a connection inside a transaction', () => {
  it('rejects with CONNECTION_CLOSED (503 upstream) instead of crashing on the rollback', async () => {
    // `socket` (a custom connection) is a postgres.js option its types leave out.
    const options = { socket: () => fakeServer(), fetch_types: false, max: 1, connect_timeout: 1, backoff: () => 60 };
    const sql = postgres(options as postgres.Options<Record<string, never>>);
    const failed = await sql
      .begin(async (tx) => {
        await tx`select 1`;
      })
      .then(
        () => null,
        (err: { code?: string }) => err,
      );
    expect(failed?.code).toBe('CONNECTION_CLOSED');
    // The rollback's deferred write runs on a later tick: it must not throw (an uncaught error fails this test).
    await new Promise((r) => setTimeout(r, 50));
    await sql.end({ timeout: 0 });
  });
});

describe('reconnecting while PostgreSQL is down', () => {
  it('tries again within half a second, however many attempts failed', () => {
    expect(reconnectDelaySeconds(0)).toBe(0.05);
    expect(reconnectDelaySeconds(3)).toBe(0.4);
    expect(reconnectDelaySeconds(50)).toBe(0.5);
  });
});
