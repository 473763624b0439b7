import postgres from 'postgres';
import { openDatabase } from '../db/client';

/**
 * The 'postgres' Vitest project's global setup: one database on TEST_DATABASE_URL's server,
 * migrated once per run, which every test app's database copies (CREATE DATABASE … TEMPLATE,
 * src/server/testing/harness.ts). The migrations took ~2 s per test app; the copy takes ~0.3 s.
 * Dropped at the end of the run, and before making it, in case a run was cut short.
 */
export function postgresTemplateName(pgUrl: string): string {
  return `${new URL(pgUrl).pathname.slice(1)}_template`;
}

function databaseUrl(pgUrl: string, name: string): string {
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(pgUrl: string, sql: string) {
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup() {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return;
  const name = postgresTemplateName(pgUrl);
  await onServer(pgUrl, `drop database if exists ${name} with (force)`);
  await onServer(pgUrl, `create database ${name}`);
  // Closed once migrated: PostgreSQL copies a template only while nobody is connected to it.
  const migrated = await openDatabase({ url: databaseUrl(pgUrl, name) });
  await migrated.close();
  return () => onServer(pgUrl, `drop database if exists ${name} with (force)`);
}
