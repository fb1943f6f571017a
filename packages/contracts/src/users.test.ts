import { describe, expect, it } from 'vitest';
import { usersMeResponseSchema } from './users.js';

describe('GET users/me response', () => {
  it('accepts the two statuses of a user, with the plan being served', () => {
    expect(usersMeResponseSchema.parse({ status: 'active', plan: 'free' })).toEqual({
      status: 'active',
      plan: 'free',
    });
    expect(usersMeResponseSchema.parse({ status: 'pending', plan: 'premium' })).toEqual({
      status: 'pending',
      plan: 'premium',
    });
  });

  it('rejects a missing or unknown plan', () => {
    expect(usersMeResponseSchema.safeParse({ status: 'active' }).success).toBe(false);
    expect(usersMeResponseSchema.safeParse({ status: 'active', plan: 'gold' }).success).toBe(false);
  });

  it('rejects a missing or unknown status', () => {
    expect(usersMeResponseSchema.safeParse({}).success).toBe(false);
    expect(usersMeResponseSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
