import { describe, expect, it, vi } from 'vitest';
import { dumpKey, ENV, libpqConnection, main, pastRetention, readEnv, schedule, snapshotName } from '../backup/backup.mjs';

const AT = new Date('2026-11-26T03:17:00.123Z');

describe('the backup command', () => {
  it('names dumps by database and time, in keys that sort by age as text', () => {
    expect(dumpKey('livefully', AT)).toBe('postgres/livefully/2026-11-26T03-17-00-123Z.dump');
    const later = dumpKey('livefully', new Date('2026-12-01T00:00:00.000Z'));
    expect([later, dumpKey('livefully', AT)].sort()).toEqual([dumpKey('livefully', AT), later]);
    expect(snapshotName(AT)).toBe('livefully-20261126t031700123z');
  });

  it('keeps the newest BACKUP_KEEP of its own names and never offers anything else for deletion', () => {
    const ours = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.dump$/;
    const names = ['2026-11-24T03-17-00-000Z.dump', '2026-11-26T03-17-00-000Z.dump', 'README.txt', '2026-11-25T03-17-00-000Z.dump'];
    expect(pastRetention(names, 2, ours)).toEqual(['2026-11-24T03-17-00-000Z.dump']);
    expect(pastRetention(names, 7, ours)).toEqual([]);
  });

  it('reads an empty variable as unset: an empty BACKUP_KEEP keeps the default 7, never none', () => {
    expect(readEnv(ENV.KeepEnv, { BACKUP_KEEP: '' }).BACKUP_KEEP).toBe(7);
    expect(readEnv(ENV.KeepEnv, {}).BACKUP_KEEP).toBe(7);
    expect(readEnv(ENV.KeepEnv, { BACKUP_KEEP: '3' }).BACKUP_KEEP).toBe(3);
    expect(() => readEnv(ENV.KeepEnv, { BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(readEnv(ENV.S3Env, { BACKUP_S3_BUCKET: 'livefully-backups', BACKUP_S3_ENDPOINT: '' })).toMatchObject({
      BACKUP_S3_ENDPOINT: undefined,
      BACKUP_S3_REGION: 'us-east-1',
    });
  });

  it('keeps the password off the command line: libpq gets it in PGPASSWORD', () => {
    const connection = libpqConnection('postgres://livefully:s%40cret@db.internal:5432/livefully?sslmode=require');
    expect(connection.uri).toBe('postgres://livefully@db.internal:5432/livefully?sslmode=require');
    expect(connection.env).toEqual({ PGPASSWORD: 's@cret' });
    expect(connection.database).toBe('livefully');
  });

  it('answers a wrong command line or environment with exit 2 and one line naming every problem', async () => {
    const lines: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    try {
      expect(await main(['backup-everything'], {})).toBe(2);
      expect(JSON.parse(lines.at(-1) ?? '{}').msg).toBe('unknown command backup-everything');
      expect(await main(['postgres'], { BACKUP_KEEP: '0', DATABASE_URL: 'mysql://x' })).toBe(2);
      const message = JSON.parse(lines.at(-1) ?? '{}').msg as string;
      expect(message).toContain('BACKUP_S3_BUCKET');
      expect(message).toContain('BACKUP_KEEP');
      expect(message).toContain('DATABASE_URL: must be postgres://');
      expect(await main(['elasticsearch'], { ELASTICSEARCH_URL: 'http://127.0.0.1:9', ELASTICSEARCH_SNAPSHOT_TYPE: 'fs' })).toBe(2);
      expect(JSON.parse(lines.at(-1) ?? '{}').msg).toContain(
        'ELASTICSEARCH_SNAPSHOT_LOCATION: is required when ELASTICSEARCH_SNAPSHOT_TYPE=fs',
      );
    } finally {
      error.mockRestore();
    }
  });

  it('schedules the backups by BACKUP_SCHEDULE in UTC, refusing a schedule it cannot read', async () => {
    const env = {
      DATABASE_URL: 'postgres://livefully:secret@127.0.0.1:5432/livefully',
      BACKUP_S3_BUCKET: 'livefully-backups',
      BACKUP_SCHEDULE: '17 3 * * *',
    };
    const log = vi.fn();
    const running = schedule(env, { log });
    try {
      const next = running.next();
      expect(next?.getUTCHours()).toBe(3);
      expect(next?.getUTCMinutes()).toBe(17);
      expect(log).toHaveBeenCalledWith('info', 'backup schedule started', expect.objectContaining({ schedule: '17 3 * * *' }));
    } finally {
      await running.stop();
    }
    expect(() => schedule({ ...env, BACKUP_SCHEDULE: 'every night' }, { log })).toThrow(/BACKUP_SCHEDULE/);
  });
});
