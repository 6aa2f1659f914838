import { describe, expect, it, vi } from 'vitest';
import { SchemaRegistry, schemaNamesOf } from '../../engine/schema';
import { staticLoader, withSchemas } from '../../engine/screen';
import type { ScreenDescriptor } from '../../engine/descriptor';

const LoginBody = { $id: 'LoginBody', type: 'object' };
const UserForm = { $id: 'UserForm', type: 'object' };
const RoleForm = { $id: 'RoleForm', type: 'object' };

/** A registry holding LoginBody, whose other schemas load on demand (counted). */
function registry() {
  const more = vi.fn(async () => [LoginBody, UserForm, RoleForm]);
  return { schemas: new SchemaRegistry([LoginBody], more), more };
}

const screen = (id: string, blocks: unknown[]) =>
  ({ id, route: `/home/${id}`, title: id, blocks }) as unknown as ScreenDescriptor;

describe('shared schemas loaded when a screen first names one (the login page carries only its own)', () => {
  it('finds the names of `schema` and `modeSchemas` anywhere in a descriptor, not inline schemas', () => {
    const names = schemaNamesOf({
      blocks: [
        { type: 'form', schema: 'UserForm' },
        {
          type: 'crud',
          modeSchemas: { new: 'RoleForm', edit: 'RoleForm' },
          dialogs: [{ schema: { type: 'object' } }],
        },
      ],
    });
    expect([...names].sort()).toEqual(['RoleForm', 'UserForm']);
  });

  it('ensure is nothing when every name is held, and loads the others once when one is not', async () => {
    const { schemas, more } = registry();
    expect(schemas.ensure(['LoginBody'])).toBeUndefined();
    expect(more).not.toHaveBeenCalled();
    await Promise.all([schemas.ensure(['UserForm']), schemas.ensure(['RoleForm'])]);
    expect(more).toHaveBeenCalledTimes(1);
    expect(schemas.resolve('RoleForm')).toBe(RoleForm);
    expect(schemas.ensure(['Nope'])).toBeUndefined();
    expect(() => schemas.resolve('Nope')).toThrow('未找到共享 schema "Nope"');
  });

  it('a failed load is tried again on the next screen', async () => {
    const more = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue([UserForm]);
    const schemas = new SchemaRegistry([], more);
    await expect(schemas.ensure(['UserForm'])).rejects.toThrow('网络异常');
    await schemas.ensure(['UserForm']);
    expect(schemas.has('UserForm')).toBe(true);
  });

  it('resolve of a name not yet loaded suspends (throws the loading) instead of failing', async () => {
    const { schemas } = registry();
    let thrown: unknown;
    try {
      schemas.resolve('UserForm');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(schemas.resolve('UserForm')).toBe(UserForm);
  });

  it('a screen opens with its schemas held: peek answers only then, load waits for them', async () => {
    const { schemas } = registry();
    const loader = withSchemas(
      staticLoader([screen('login', [{ schema: 'LoginBody' }]), screen('users', [{ schema: 'UserForm' }])]),
      schemas,
    );
    expect(loader.peek('login')?.id).toBe('login');
    expect(loader.peek('users')).toBeUndefined();
    const users = await loader.load('users');
    expect(users.id).toBe('users');
    expect(schemas.has('UserForm')).toBe(true);
    expect(loader.peek('users')?.id).toBe('users');
  });
});
