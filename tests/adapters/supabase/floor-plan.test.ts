// The floor plan against a fake Supabase API: read by GET from floor_plan(), saved whole through
// save_floor_plan(), an invalid plan refused before any request, a date's answers by GET from
// day_availability(). tests/sql/room.test.ts runs the three functions.
import { describe, expect, it } from 'vitest';

import { SupabaseFloorPlanRepository } from '../../../src/adapters/supabase/supabase-floor-plan-repository';
import { EMPTY_FLOOR_PLAN } from '../../../src/domain/room/floor-plan';
import { THREE_TABLES } from '../../contracts/floor-plan-repository.contract';
import { fakeBackend, json } from './fake-backend';

describe('SupabaseFloorPlanRepository', () => {
  it('reads the plan by GET in one request', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, EMPTY_FLOOR_PLAN));
    expect(await new SupabaseFloorPlanRepository(backend.connection).plan()).toEqual({
      ok: true,
      value: EMPTY_FLOOR_PLAN,
    });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/rpc/floor_plan']);
  });

  it('saves a valid plan whole through save_floor_plan, and refuses an invalid one without a request', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, THREE_TABLES));
    const repo = new SupabaseFloorPlanRepository(backend.connection);
    expect(await repo.save(THREE_TABLES)).toEqual({ ok: true, value: THREE_TABLES });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['POST', '/rest/v1/rpc/save_floor_plan']);
    expect(request.body).toEqual({ p_plan: THREE_TABLES });

    const refused = await repo.save({ ...THREE_TABLES, areas: [] });
    expect(refused.ok ? 'saved' : refused.error.message).toBe('settings.validation.tableArea');
    expect(backend.requests).toHaveLength(1);
  });

  it('asks day_availability by GET for a date, a party and a channel, and reads each time’s answer', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseFloorPlanRepository(backend.connection);
    backend.reply(
      json(200, [
        { reservation_time: '18:30', reason: null, table_ids: ['t2', 't3'] },
        { reservation_time: '19:00', reason: 'noTableFree', table_ids: null },
        { reservation_time: '19:30', reason: null, table_ids: [] },
      ]),
    );
    expect(await repo.availability('2026-12-11', 6, 'staff')).toEqual({
      ok: true,
      value: [
        { time: '18:30', tableIds: ['t2', 't3'], reason: null },
        { time: '19:00', tableIds: [], reason: 'noTableFree' },
        { time: '19:30', tableIds: [], reason: null },
      ],
    });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/rpc/day_availability']);
    expect(Object.fromEntries(request.query)).toEqual({
      p_date: '2026-12-11',
      p_party_size: '6',
      p_online: 'false',
    });
  });
});
