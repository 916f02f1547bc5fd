import { describe, expect, it, vi } from 'vitest';
import { neverThrows } from '../../src/adapters/shared/never-throws';
import { ok, type PortError, type Result } from '../../src/domain/shared/result';

interface Port {
  readonly label: string;
  read(id: string): Promise<Result<string, PortError>>;
  write(): Promise<Result<void, PortError>>;
}

const port: Port = {
  label: 'events',
  read: async (id) => ok(`row ${id}`),
  write: async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
};

describe('neverThrows', () => {
  it('passes answers, arguments and plain properties through', async () => {
    const guarded = neverThrows('EventRepository', port);
    expect(await guarded.read('7')).toEqual(ok('row 7'));
    expect(guarded.label).toBe('events');
  });

  it('turns a throw below the port into a logged Unavailable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await neverThrows('EventRepository', port).write();
    expect(result.ok ? 'ok' : result.error.kind).toBe('Unavailable');
    expect(error).toHaveBeenCalledWith('EventRepository.write failed', expect.any(TypeError));
    error.mockRestore();
  });
});
