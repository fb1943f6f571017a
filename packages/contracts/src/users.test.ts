import { describe, expect, it } from 'vitest';
import { usersMeResponseSchema } from './users.js';

describe('GET users/me response', () => {
  it('accepts the two statuses of a user', () => {
    expect(usersMeResponseSchema.parse({ status: 'active' })).toEqual({ status: 'active' });
    expect(usersMeResponseSchema.parse({ status: 'pending' })).toEqual({ status: 'pending' });
  });

  it('rejects a missing or unknown status', () => {
    expect(usersMeResponseSchema.safeParse({}).success).toBe(false);
    expect(usersMeResponseSchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
