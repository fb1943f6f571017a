import { usersMeResponseSchema } from '@app/contracts';
import { http } from 'msw';
import { apiPath } from '../base.js';
import { pendingUser } from '../fixtures/users.js';
import { respondWith } from '../respond.js';

/** An account still awaiting its first successful payment. */
export const pendingAccount = [
  http.get(apiPath('/users/me'), () => respondWith(usersMeResponseSchema, pendingUser)),
];
